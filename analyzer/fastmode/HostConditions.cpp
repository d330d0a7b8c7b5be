#include "fastmode/HostConditions.h"

#include <cctype>
#include <optional>
#include <string>
#include <unordered_set>
#include <vector>

namespace faultline::fastmode {

bool isForeignPlatformMacro(std::string_view name) {
  static const std::unordered_set<std::string_view> names = {
      "_WIN32",      "_WIN64",      "_MSC_VER",  "__MINGW32__", "__MINGW64__",  "__CYGWIN__",
      "WIN32",       "_WINDOWS",    "__APPLE__", "__MACH__",    "__FreeBSD__",  "__NetBSD__",
      "__OpenBSD__", "__DragonFly__", "__sun",   "__HAIKU__",   "__OS2__",      "__VMS",
      "__EMSCRIPTEN__", "__OS400__", "__DJGPP__", "__MSDOS__", "_AIX", "__hpux", "__QNX__",
      "__QNXNTO__",
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

// One term: `0`, `M`, `defined(M)`, `defined M`, `(M)`, or `!` before one. Its value on the
// host: False/True when M is a foreign platform macro (never defined here), one of the file's
// own 0-switches (bare only: `#if CAND`), or a macro the build decided (`known`: the config
// header, -D/-U); Unknown for any other name. False from `term` (and `at` unspecified) when the
// tokens are not such a term: the whole condition is then not decided.
bool term(const std::vector<std::string> &t, size_t &at, HostCondition &value,
          const FileSwitches *fileSwitches, const MacroVerdicts *known) {
  bool negate = false;
  while (at < t.size() && t[at] == "!")
    negate = !negate, ++at;
  std::string name;
  bool bare = true; // not `defined(...)`: a macro's value counts, not whether it exists
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
  if (name.empty() || name == "(" || name == ")" || name == "||" || name == "&&" || name == "!")
    return false;
  std::optional<bool> v;
  if (name == "0")
    v = false;
  else if (auto sw = fileSwitches ? fileSwitches->find(name) : FileSwitches::const_iterator();
           bare && fileSwitches && sw != fileSwitches->end())
    v = sw->second;
  else if (auto k = known ? known->find(name) : MacroVerdicts::const_iterator();
           known && k != known->end()) {
    if (!bare)
      v = k->second.defined;
    else if (!k->second.defined)
      v = false; // an undefined macro is 0 in `#if`
    else if (k->second.value)
      v = *k->second.value != 0;
  } else if (isForeignPlatformMacro(name))
    v = false; // not defined on the host; an undefined macro is 0 in `#if`
  value = !v ? HostCondition::Unknown : (*v != negate) ? HostCondition::True : HostCondition::False;
  return true;
}

} // namespace

HostCondition hostCondition(std::string_view line, const FileSwitches *fileSwitches,
                            const MacroVerdicts *known) {
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
    if (t.size() != 1)
      return HostCondition::Unknown;
    bool defined;
    if (auto k = known ? known->find(t[0]) : MacroVerdicts::const_iterator(); known && k != known->end())
      defined = k->second.defined;
    else if (isForeignPlatformMacro(t[0]))
      defined = false;
    else
      return HostCondition::Unknown;
    return (word == "ifdef") == defined ? HostCondition::True : HostCondition::False;
  }
  if (word != "if" || t.empty())
    return HostCondition::Unknown;
  // `||` of `&&` groups, as C's precedence reads them, in three-valued logic: a group is false
  // when one of its terms is and true when every term is; the condition is true when one group
  // is and false when every group is (`defined(_WIN32) && defined(USE_X)` is false on the host
  // whatever USE_X is; so is libxml2's `defined(_WIN32) || defined (__DJGPP__) && !defined
  // (__CYGWIN__)`). Anything else (a parenthesised group, a comparison) is not decided here.
  size_t at = 0;
  bool anyTrue = false, allFalse = true;
  while (true) {
    bool groupFalse = false, groupUnknown = false;
    while (true) {
      HostCondition value = HostCondition::Unknown;
      if (!term(t, at, value, fileSwitches, known))
        return HostCondition::Unknown;
      groupFalse = groupFalse || value == HostCondition::False;
      groupUnknown = groupUnknown || value == HostCondition::Unknown;
      if (at < t.size() && t[at] == "&&") {
        ++at;
        continue;
      }
      break;
    }
    anyTrue = anyTrue || (!groupFalse && !groupUnknown);
    allFalse = allFalse && groupFalse;
    if (at == t.size())
      break;
    if (t[at] != "||")
      return HostCondition::Unknown;
    ++at;
  }
  return anyTrue ? HostCondition::True : allFalse ? HostCondition::False : HostCondition::Unknown;
}

} // namespace faultline::fastmode
