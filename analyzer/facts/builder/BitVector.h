// std::vector<bool> stores one bit per element, packed in 64-bit words (libstdc++ and libc++
// alike): n elements take (n + 63) / 64 * 8 bytes, an eighth of what one byte per element says.
// One copy for both front ends, which must size bit vectors alike.
#pragma once

#include "facts/Facts.h"

namespace faultline::builder {

// Turns the size of a std::vector<bool> sized as one byte per element into its packed size: the
// constant, the bound and the expression. An eighth is not affine, so a size that depended
// affinely on a parameter keeps the dependence and its growth but no longer resolves from a
// constant argument.
void packBits(facts::Size &size);

} // namespace faultline::builder
