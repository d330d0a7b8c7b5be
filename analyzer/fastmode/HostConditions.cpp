#include "fastmode/HostConditions.h"

#include <cctype>
#include <string>
#include <unordered_set>
#include <vector>

namespace faultline::fastmode {

bool isForeignPlatformMacro(std::string_view name) {
  static const std::unordered_set<std::string_view> names = {
      "_WIN32",      "_WIN64",      "_MSC_VER",  "__MINGW32__", "__MINGW64__",  "__CYGWIN__",
      "WIN32",       "_WINDOWS",    "__APPLE__", "__MACH__",    "__FreeBSD__",  "__NetBSD__",
      "__OpenBSD__", "__DragonFly__", "__sun",   "__HAIKU__",   "__OS2__",      "__VMS",
      "__EMSCRIPTEN__",
  };
  return names.count(name) > 0;
}

namespace {

bool isIdentifierChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// The condition's tokens: identifiers, numbers, `!`, `||`, `&&`, `(`, `)`; any other character
// (a comparison, arithmetic) gives an empty list: not decided here. Comments end the condition.
std::vector<std::string> tokens(std::string_view text) {
  std::vector<std::string> out;
  for (size_t i = 0; i < text.size();) {
    char c = text[i];
    if (c == ' ' || c == '\t' || c == '\r') {
      ++i;
    } else if (c == '/' && i + 1 < text.size() && (text[i + 1] == '/' || text[i + 1] == '*')) {
      break;
    } else if (isIdentifierChar(c)) {
      size_t start = i;
      while (i < text.size() && isIdentifierChar(text[i]))
        ++i;
      out.emplace_back(text.substr(start, i - start));
    } else if ((c == '|' || c == '&') && i + 1 < text.size() && text[i + 1] == c) {
      out.emplace_back(text.substr(i, 2));
      i += 2;
    } else if (c == '!' && !(i + 1 < text.size() && text[i + 1] == '=')) {
      out.emplace_back("!");
      ++i;
    } else if (c == '(' || c == ')') {
      out.emplace_back(1, c);
      ++i;
    } else {
      return {};
    }
  }
  return out;
}

// One term: `0`, `P`, `defined(P)`, `defined P`, or `!` before one, where P is a foreign
// platform macro. Sets `value` (the term's value on the host) and advances `at`.
bool term(const std::vector<std::string> &t, size_t &at, bool &value,
          const FileSwitches *fileSwitches) {
  bool negate = false;
  while (at < t.size() && t[at] == "!")
    negate = !negate, ++at;
  std::string name;
  bool bare = true; // not `defined(...)`: a file switch's value counts, not whether it exists
  if (at < t.size() && t[at] == "defined") {
    bare = false;
    ++at;
    bool paren = at < t.size() && t[at] == "(";
    at += paren;
    if (at >= t.size())
      return false;
    name = t[at++];
    if (paren && (at >= t.size() || t[at++] != ")"))
      return false;
  } else if (at + 2 < t.size() && t[at] == "(" && t[at + 2] == ")") {
    name = t[at + 1]; // `(0)`, `(_WIN32)`
    at += 3;
  } else if (at < t.size()) {
    name = t[at++];
  }
  if (name == "0")
    value = false;
  else if (auto sw = fileSwitches ? fileSwitches->find(name) : FileSwitches::const_iterator();
           bare && fileSwitches && sw != fileSwitches->end())
    value = sw->second;
  else if (isForeignPlatformMacro(name))
    value = false; // not defined on the host; an undefined macro is 0 in `#if`
  else
    return false;
  value = value != negate;
  return true;
}

} // namespace

HostCondition hostCondition(std::string_view line, const FileSwitches *fileSwitches) {
  if (!line.empty() && line.back() == '\\')
    return HostCondition::Unknown; // continued on the next line: not read here
  size_t hash = line.find('#');
  if (hash == std::string_view::npos)
    return HostCondition::Unknown;
  size_t i = hash + 1;
  while (i < line.size() && (line[i] == ' ' || line[i] == '\t'))
    ++i;
  size_t start = i;
  while (i < line.size() && std::isalpha(static_cast<unsigned char>(line[i])))
    ++i;
  std::string_view word = line.substr(start, i - start);
  std::vector<std::string> t = tokens(line.substr(i));
  if (word == "ifdef" || word == "ifndef") {
    if (t.size() != 1 || !isForeignPlatformMacro(t[0]))
      return HostCondition::Unknown;
    return word == "ifdef" ? HostCondition::False : HostCondition::True;
  }
  if (word != "if" || t.empty())
    return HostCondition::Unknown;
  // Terms joined by one operator throughout: all `||` (false when every term is) or all `&&`
  // (true when every term is); a single term is either.
  size_t at = 0;
  std::string op;
  bool any = false, all = true;
  while (true) {
    bool value = false;
    if (!term(t, at, value, fileSwitches))
      return HostCondition::Unknown;
    any = any || value;
    all = all && value;
    if (at == t.size())
      break;
    if (t[at] != "||" && t[at] != "&&")
      return HostCondition::Unknown;
    if (!op.empty() && t[at] != op)
      return HostCondition::Unknown; // mixed || and &&: not decided here
    op = t[at++];
  }
  // Every term is decided, so the whole condition is.
  bool value = op == "&&" ? all : any;
  return value ? HostCondition::True : HostCondition::False;
}

} // namespace faultline::fastmode
