// How a call comparing a string with another reads, by the function's name, the same in both
// front ends (the option-name branches of analyzer/extract/OptionLoops.cpp and
// analyzer/fastmode/FastOptionLoops.cpp): a strcmp-like function (a name holding `cmp`, or
// iproute2's `matches`) returns 0 for equal strings, a streq-like one (a name holding `eq`, as
// `streq`, `g_str_equal`) returns true. Other names are no comparison the rules read.
#pragma once

#include "facts/builder/AsciiCase.h"

#include <optional>
#include <string>
#include <string_view>

namespace faultline::builder {

// True: the result is true for equal strings; false: 0 for equal strings; nothing: no comparator.
inline std::optional<bool> comparatorTrueWhenEqual(std::string_view function) {
  std::string name = lowercase(function);
  if (name.find("cmp") != std::string::npos || name == "matches")
    return false;
  if (name.find("eq") != std::string::npos)
    return true;
  return std::nullopt;
}

} // namespace faultline::builder
