#include "facts/builder/BitVector.h"

#include <cstdint>
#include <string>

namespace faultline::builder {

namespace {
uint64_t wordBytes(uint64_t bits) { return (bits / 64 + (bits % 64 != 0 ? 1 : 0)) * 8; }
} // namespace

void packBits(facts::Size &size) {
  if (size.bytes)
    size.bytes = wordBytes(*size.bytes);
  if (size.upperBound)
    size.upperBound = wordBytes(*size.upperBound);
  size.parameterMultiplier = 0;
  size.parameterAddend = 0;
  const bool compound = size.expression.find(' ') != std::string::npos;
  size.expression =
      "(" + (compound ? "(" + size.expression + ")" : size.expression) + " + 63) / 64 * 8";
  const char *why = "std::vector<bool> stores one bit per element, in 64-bit words";
  size.derivation = size.derivation.empty() ? why : size.derivation + "; " + why;
}

} // namespace faultline::builder
