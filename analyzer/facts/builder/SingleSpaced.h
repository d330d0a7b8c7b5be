// Source text as the facts quote it: whitespace runs (newlines, tabs) become one space, none at
// either end. Both front ends quote expressions this way, so the same source reads the same in
// Clang and fast-mode facts (sizes, setting values).
#pragma once

#include <string>
#include <string_view>

namespace faultline::builder {

std::string singleSpaced(std::string_view raw);

} // namespace faultline::builder
