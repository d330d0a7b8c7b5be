// A temporary std::string of n copies of one printable character (`std::string(n, ' ')`,
// `std::string(width, '-')`) carries no data: it is an indentation, a column pad, a separator
// rule, and n is a layout width, not an amount of input. Item 15 of faultline-loop-alloc.md's
// "Unknown sizes": such an unknown size is not plausibly large. One copy for both front ends.
#pragma once

#include "facts/Facts.h"
#include "facts/builder/CallResult.h"

#include <cstdint>

namespace faultline::builder {

// Whether a fill character of this value makes a padding string: printable ASCII, not NUL (a
// string of NULs is a byte buffer about to be written into, kept as it was).
bool isPaddingCharacter(uint64_t value);

// Whether the string made is used where a buffer could not be: a temporary, an argument, an
// operand appended to another string (`code += std::string(n, ' ')`). A variable initialised
// or plainly assigned with it (`s = std::string(n, ' '); read(fd, &s[0], n)`), or a returned or
// stored string, may be written into later. `plainAssignment`: the front end saw `x = ` take it.
bool paddingOwner(OwnerKinds::Kind owner, bool plainAssignment);

// Marks an unknown size as not plausibly large (clears its growth); a known size stays.
void markPaddingString(facts::Size &size);

} // namespace faultline::builder
