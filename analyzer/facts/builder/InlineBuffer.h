// A heap block that is the fallback of a small local array: `int32_t buf[16], *temp = buf;
// if (n > 16) temp = malloc(n * sizeof *temp);`. The author sized the array for the ordinary
// count (channels, components, parents of a merge) and reaches for the heap only beyond it, so
// an unknown size there is not plausibly large: the rules do not report it. One copy for both
// front ends, which recognise the shape alike (documented in
// rules/loop_alloc/faultline-loop-alloc.md, "Unknown sizes").
#pragma once

#include "facts/Facts.h"

#include <cstdint>
#include <string>

namespace faultline::builder {

// The largest local array whose heap fallback counts as small: a page. A larger array (a 64 KiB
// stack buffer with a malloc for bigger inputs) says the sizes are expected to be large.
inline constexpr uint64_t kInlineBufferMax = 4096;

// When `size` is unknown and can grow, and the pointer that receives the block is initialised
// with a local array of `arrayBytes` bytes (0: unknown), clears the growth and says why in
// boundDerivation. Returns whether it did.
bool fallbackOfInlineBuffer(facts::Size &size, const std::string &pointer,
                            const std::string &array, uint64_t arrayBytes);

// The same for the heap side of a stack-first pair, `if (n <= K) p = alloca(...); else p =
// malloc(...);`, whose alloca is proved at most `stackBytes` (0: unknown) bytes.
bool fallbackOfStackBlock(facts::Size &size, const std::string &pointer, uint64_t stackBytes);

} // namespace faultline::builder
