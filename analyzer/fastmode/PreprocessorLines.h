// The small pieces every fast-mode reader of preprocessor lines needs (config headers, header
// constants, conditional groups, the project's macro index): fast mode has no preprocessor and
// reads `#define`, `#include` and `#if` lines as text.
#pragma once

#include <algorithm>
#include <cctype>
#include <string_view>

namespace faultline::fastmode {

inline bool identifierChar(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
}

inline void skipBlanks(std::string_view s, size_t &at) {
  while (at < s.size() && (s[at] == ' ' || s[at] == '\t'))
    ++at;
}

// The identifier starting at `at` ("" when none), `at` moved past it.
inline std::string_view identifierAt(std::string_view s, size_t &at) {
  size_t start = at;
  while (at < s.size() && identifierChar(s[at]))
    ++at;
  return s.substr(start, at - start);
}

// A preprocessor line's directive word (`define`, `ifdef`, ...) and where the rest starts;
// "" when the line is not a directive.
inline std::string_view directiveOf(std::string_view line, size_t &rest) {
  size_t at = 0;
  skipBlanks(line, at);
  if (at == line.size() || line[at] != '#')
    return {};
  ++at;
  skipBlanks(line, at);
  size_t start = at;
  while (at < line.size() && std::isalpha(static_cast<unsigned char>(line[at])))
    ++at;
  rest = at;
  return line.substr(start, at - start);
}

// Calls `visit(line, directive, rest)` for every preprocessor line of `text` (one physical line
// each: a backslash continuation is not joined).
template <typename Visit> void forEachDirective(std::string_view text, Visit visit) {
  for (size_t begin = 0; begin < text.size();) {
    size_t end = std::min(text.find('\n', begin), text.size());
    std::string_view line = text.substr(begin, end - begin);
    begin = end + 1;
    size_t rest = 0;
    if (std::string_view d = directiveOf(line, rest); !d.empty())
      visit(line, d, rest);
  }
}

// The header an `#include` line names from `at` on (`"X"` or `<X>`, `quoted` saying which);
// "" for `#include MACRO` and a malformed line.
inline std::string_view includedHeader(std::string_view line, size_t at, bool &quoted) {
  skipBlanks(line, at);
  if (at >= line.size() || (line[at] != '"' && line[at] != '<'))
    return {};
  quoted = line[at] == '"';
  size_t stop = line.find(quoted ? '"' : '>', at + 1);
  if (stop == std::string_view::npos || stop == at + 1)
    return {};
  return line.substr(at + 1, stop - at - 1);
}

} // namespace faultline::fastmode
