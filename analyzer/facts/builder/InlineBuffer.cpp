#include "facts/builder/InlineBuffer.h"

namespace faultline::builder {

bool fallbackOfInlineBuffer(facts::Size &size, const std::string &pointer,
                            const std::string &array, uint64_t arrayBytes) {
  if (size.bytes || size.growth.empty() || arrayBytes == 0 || arrayBytes > kInlineBufferMax)
    return false;
  std::string why = "the fallback of '" + pointer + "' for sizes beyond the local array '" +
                    array + "' (" + std::to_string(arrayBytes) + " bytes): sized for the ordinary case";
  size.boundDerivation = size.boundDerivation.empty() ? why : size.boundDerivation + "; " + why;
  size.growth.clear();
  return true;
}

bool fallbackOfStackBlock(facts::Size &size, const std::string &pointer, uint64_t stackBytes) {
  if (size.bytes || size.growth.empty() || stackBytes == 0 || stackBytes > kInlineBufferMax)
    return false;
  std::string why = "the fallback of '" + pointer + "' for sizes beyond the alloca on the other "
                    "branch (at most " + std::to_string(stackBytes) + " bytes): sized for the "
                    "ordinary case";
  size.boundDerivation = size.boundDerivation.empty() ? why : size.boundDerivation + "; " + why;
  size.growth.clear();
  return true;
}

} // namespace faultline::builder
