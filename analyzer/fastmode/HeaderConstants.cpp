#include "fastmode/HeaderConstants.h"

#include "fastmode/HeaderCache.h"
#include "fastmode/PreprocessorLines.h"
#include "fastmode/SplitConditionals.h"

#include <array>
#include <cctype>

namespace faultline::fastmode {

namespace {

// `body` without its comments and outer blanks; "" when a comment does not close on the line.
std::string withoutComments(std::string_view body) {
  std::string out;
  for (size_t i = 0; i < body.size(); ++i) {
    if (body.compare(i, 2, "//") == 0)
      break;
    if (body.compare(i, 2, "/*") == 0) {
      size_t close = body.find("*/", i + 2);
      if (close == std::string_view::npos)
        return {};
      out += ' ';
      i = close + 1;
      continue;
    }
    out += body[i];
  }
  size_t first = out.find_first_not_of(" \t\r");
  if (first == std::string::npos)
    return {};
  return out.substr(first, out.find_last_not_of(" \t\r") - first + 1);
}

// Whether a macro body can be a value: no strings, statements or braces, and not a declaration
// or statement macro (`#define API extern`, `#define LOOP for (;;)`).
bool valueLike(std::string_view body) {
  if (body.empty() || body.find_first_of("\"{};#\\") != std::string_view::npos)
    return false;
  static const std::array<std::string_view, 17> leading = {
      "do", "while", "if", "for", "return", "static", "extern", "const", "typedef", "struct",
      "union", "enum", "inline", "void", "__attribute__", "__declspec", "goto"};
  size_t at = 0;
  std::string_view first = identifierAt(body, at);
  for (std::string_view w : leading)
    if (first == w)
      return false;
  return true;
}

HeaderMacroTable readTable(const std::string &, std::string_view text) {
  return readHeaderMacros(text);
}

HeaderCache<HeaderMacroTable> tablesOf(readTable);

} // namespace

HeaderMacroTable readHeaderMacros(std::string_view text) {
  bool dropped = false;
  std::string live = dropInactiveBranches(text, dropped);
  if (dropped)
    text = live;
  HeaderMacroTable table;
  auto note = [&](std::string name, std::string body) {
    auto [it, fresh] = table.emplace(std::move(name), body);
    if (!fresh && it->second != body)
      it->second.clear(); // two definitions that differ: which one holds is the build's choice
  };
  for (size_t begin = 0; begin < text.size();) {
    // One logical line: backslash-newline continuations joined.
    std::string line;
    size_t end = begin;
    for (;;) {
      end = std::min(text.find('\n', begin), text.size());
      std::string_view piece = text.substr(begin, end - begin);
      if (!piece.empty() && piece.back() == '\r')
        piece.remove_suffix(1);
      begin = end + 1;
      if (!piece.empty() && piece.back() == '\\' && begin < text.size()) {
        line.append(piece.substr(0, piece.size() - 1)).push_back(' ');
        continue;
      }
      line.append(piece);
      break;
    }
    size_t at = 0;
    skipBlanks(line, at);
    if (at >= line.size() || line[at] != '#')
      continue;
    ++at;
    skipBlanks(line, at);
    std::string_view directive = identifierAt(line, at);
    if (directive != "define" && directive != "undef")
      continue;
    skipBlanks(line, at);
    std::string name(identifierAt(line, at));
    if (name.empty())
      continue;
    if (directive == "undef") {
      note(name, "");
      continue;
    }
    if (at < line.size() && line[at] == '(')
      continue; // a function-like macro: not a value
    std::string body = withoutComments(std::string_view(line).substr(at));
    note(name, valueLike(body) ? body : "");
  }
  return table;
}

HeaderMacros::HeaderMacros(const std::vector<std::string> &headers) {
  for (const std::string &header : headers)
    tables.push_back(tablesOf.get(header));
}

const std::string *HeaderMacros::body(const std::string &name) const {
  if (tables.empty())
    return nullptr;
  if (auto known = answers.find(name); known != answers.end())
    return known->second;
  const std::string *found = nullptr;
  for (const auto &table : tables) {
    auto it = table->find(name);
    if (it == table->end())
      continue;
    if (it->second.empty() || (found && *found != it->second)) {
      found = nullptr;
      break;
    }
    found = &it->second;
  }
  answers.emplace(name, found);
  return found;
}

} // namespace faultline::fastmode
