// What a test the code already made (`if (len < 1 || len > 79) break;` before the allocation)
// does to a value's magnitude, the same in both front ends (faultline-loop-alloc.md, "Unknown
// sizes", item 7). The bound caps the value like a narrow type would; unlike a type's range, a
// bound the code chose below kLargeConstantArgument also says the value is not one that can
// grow to any size: a keyword checked to be 1..79 bytes is small whatever the input. Only the
// growth matters where the bound itself does not travel: an allocator wrapper's size at a call
// keeps whether its argument can grow (CallSite::argumentGrowth), not the argument's bound, so
// `lodepng_malloc(length + 1)` after that test would otherwise stay "grows with parameter".
#pragma once

#include "facts/builder/SizeBound.h"

#include <cstdint>
#include <string>

namespace faultline::builder::magnitude {

inline Magnitude checkedAt(Magnitude m, uint64_t max, const std::string &how) {
  m = capAt(std::move(m), max, how);
  if (m.growth == Magnitude::Large && m.upper && *m.upper < kLargeConstantArgument) {
    m.growth = Magnitude::Modest;
    m.why.clear();
  }
  return m;
}

} // namespace faultline::builder::magnitude
