#include "facts/builder/StringTerminator.h"

namespace faultline::builder {

void addStringTerminator(facts::Size &size, uint64_t charSize) {
  if (size.bytes)
    *size.bytes += charSize;
  if (size.dependsOnParameter >= 0 && size.parameterMultiplier != 0)
    size.parameterAddend += static_cast<int64_t>(charSize);
  if (size.upperBound)
    *size.upperBound += charSize;
  size.expression += " + terminator";
}

} // namespace faultline::builder
