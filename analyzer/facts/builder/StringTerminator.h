// A basic_string of n characters asks the allocator for n + 1 (its terminator): at the boundary
// that byte decides whether glibc mmaps the block. One copy for both front ends, which must size
// strings alike.
#pragma once

#include "facts/Facts.h"

#include <cstdint>

namespace faultline::builder {

// Adds one character of `charSize` bytes to the constant size, to the affine addend when the
// size is affine in a parameter, and says so in the expression.
void addStringTerminator(facts::Size &size, uint64_t charSize);

} // namespace faultline::builder
