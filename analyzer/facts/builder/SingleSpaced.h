// Source text as the facts quote it: whitespace runs (newlines, tabs) become one space, none at
// either end. Both front ends quote expressions this way, so the same source reads the same in
// Clang and fast-mode facts (sizes, setting values).
#pragma once

#include <string>
#include <string_view>

namespace faultline::builder {

std::string singleSpaced(std::string_view raw);

// The same text with no whitespace at all: two spellings of one expression (`p -> len`,
// `p->len`) compare equal. Fast mode matches a test's or a store's operand to a size this way.
std::string withoutSpaces(std::string_view raw);

} // namespace faultline::builder
