#include "fastmode/BraceMacros.h"

#include "fastmode/HeaderCache.h"

#include <cctype>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace faultline::fastmode {

namespace {

struct BraceMacro {
  bool functionLike = false;
  std::vector<std::string> params;
  std::string body; // one line: continuations joined, comments dropped
};

bool isWordChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// End of the string or character literal opened at `i` (the index after its closing quote).
size_t skipLiteral(std::string_view s, size_t i) {
  char quote = s[i];
  size_t j = i + 1;
  while (j < s.size() && s[j] != quote && s[j] != '\n')
    j += s[j] == '\\' ? 2 : 1;
  return j < s.size() ? j + 1 : s.size();
}

// Whether `body` leaves a `{` or a `}` unmatched (outside literals).
bool unbalancedBraces(std::string_view body) {
  int depth = 0;
  for (size_t i = 0; i < body.size();) {
    if (body[i] == '"' || body[i] == '\'') {
      i = skipLiteral(body, i);
      continue;
    }
    if (body[i] == '{')
      ++depth;
    else if (body[i] == '}' && --depth < 0)
      return true;
    ++i;
  }
  return depth != 0;
}

// CPython's pairs (Include/ceval.h, Include/cpython/critical_section.h), whose definitions are in
// headers fast mode does not read. Bodies as CPython defines them, minus internal casts.
const std::unordered_map<std::string, BraceMacro> &wellKnown() {
  static const std::unordered_map<std::string, BraceMacro> table = {
      {"Py_BEGIN_ALLOW_THREADS", {false, {}, "{ PyThreadState *_save; _save = PyEval_SaveThread();"}},
      {"Py_END_ALLOW_THREADS", {false, {}, "PyEval_RestoreThread(_save); }"}},
      {"Py_BEGIN_CRITICAL_SECTION",
       {true, {"op"}, "{ PyCriticalSection _py_cs; PyCriticalSection_Begin(&_py_cs, op)"}},
      {"Py_END_CRITICAL_SECTION", {true, {}, "PyCriticalSection_End(&_py_cs); }"}},
      {"Py_BEGIN_CRITICAL_SECTION2",
       {true, {"a", "b"}, "{ PyCriticalSection2 _py_cs2; PyCriticalSection2_Begin(&_py_cs2, a, b)"}},
      {"Py_END_CRITICAL_SECTION2", {true, {}, "PyCriticalSection2_End(&_py_cs2); }"}},
  };
  return table;
}

// Whether a function-like macro's replacement is a loop header and nothing else: `for (e =
// first; e != NULL; e = next(first, e))` or `while (...)`, the statement after the invocation
// being the loop's body (kmod's kmod_list_foreach, a list_for_each).
bool isLoopHeader(const BraceMacro &macro) {
  if (!macro.functionLike)
    return false;
  std::string_view body = macro.body;
  size_t at = body.starts_with("for") ? 3 : body.starts_with("while") ? 5 : std::string_view::npos;
  if (at == std::string_view::npos || (at < body.size() && isWordChar(body[at])))
    return false;
  at = body.find_first_not_of(" \t", at);
  if (at == std::string_view::npos || body[at] != '(')
    return false;
  int depth = 0;
  for (size_t i = at; i < body.size(); ++i) {
    if (body[i] == '"' || body[i] == '\'') {
      i = skipLiteral(body, i) - 1;
      continue;
    }
    if (body[i] == '{' || body[i] == '}' || (body[i] == ';' && depth == 0))
      return false;
    depth += (body[i] == '(') - (body[i] == ')');
    if (depth == 0)
      return i + 1 == body.size();
  }
  return false;
}

// The file's `#define`s: every name defined (the first definition wins, as fast mode reads every
// `#if` branch), and those whose replacement does not balance its braces or, with
// `loopHeaders`, is a loop header (isLoopHeader).
void collectDefinitions(std::string_view text, std::unordered_set<std::string> &defined,
                        std::unordered_map<std::string, BraceMacro> &brace, bool loopHeaders) {
  for (size_t begin = 0; begin < text.size();) {
    // One logical line: backslash continuations joined.
    std::string line;
    size_t end = begin;
    while (end < text.size()) {
      size_t nl = text.find('\n', end);
      if (nl == std::string_view::npos)
        nl = text.size();
      std::string_view piece = text.substr(end, nl - end);
      bool continued = !piece.empty() && piece.back() == '\\';
      line.append(piece.substr(0, piece.size() - continued));
      line += ' ';
      end = nl + 1;
      if (!continued)
        break;
    }
    begin = end;
    size_t i = line.find_first_not_of(" \t");
    if (i == std::string::npos || line[i] != '#')
      continue;
    i = line.find_first_not_of(" \t", i + 1);
    if (i == std::string::npos || line.compare(i, 6, "define") != 0)
      continue;
    i = line.find_first_not_of(" \t", i + 6);
    size_t nameEnd = i;
    while (nameEnd < line.size() && isWordChar(line[nameEnd]))
      ++nameEnd;
    if (i == std::string::npos || nameEnd == i)
      continue;
    std::string name = line.substr(i, nameEnd - i);
    if (!defined.insert(name).second)
      continue;
    BraceMacro macro;
    size_t bodyStart = nameEnd;
    if (nameEnd < line.size() && line[nameEnd] == '(') { // function-like: no space before `(`
      size_t close = line.find(')', nameEnd);
      if (close == std::string::npos)
        continue;
      macro.functionLike = true;
      std::string list = line.substr(nameEnd + 1, close - nameEnd - 1);
      for (size_t p = 0; p <= list.size();) {
        size_t comma = list.find(',', p);
        if (comma == std::string::npos)
          comma = list.size();
        std::string param = list.substr(p, comma - p);
        size_t a = param.find_first_not_of(" \t"), b = param.find_last_not_of(" \t");
        if (a != std::string::npos)
          macro.params.push_back(param.substr(a, b - a + 1));
        p = comma + 1;
      }
      bodyStart = close + 1;
    }
    // The replacement without comments.
    std::string body;
    for (size_t k = bodyStart; k < line.size();) {
      if (line[k] == '"' || line[k] == '\'') {
        size_t j = skipLiteral(line, k);
        body.append(line, k, j - k);
        k = j;
      } else if (line.compare(k, 2, "/*") == 0) {
        size_t close = line.find("*/", k + 2);
        k = close == std::string::npos ? line.size() : close + 2;
        body += ' ';
      } else if (line.compare(k, 2, "//") == 0) {
        break;
      } else {
        body += line[k++];
      }
    }
    size_t a = body.find_first_not_of(" \t"), b = body.find_last_not_of(" \t");
    macro.body = a == std::string::npos ? "" : body.substr(a, b - a + 1);
    if (unbalancedBraces(macro.body) || (loopHeaders && isLoopHeader(macro)))
      brace.emplace(name, std::move(macro));
  }
}

class Expander {
public:
  Expander(const std::unordered_map<std::string, BraceMacro> &macros) : macros(macros) {}

  // `text` with the brace macros it invokes expanded. At depth 0 positions are kept (header
  // comment); inside an expansion (depth > 0) nothing needs keeping.
  std::string run(std::string_view text, unsigned depth, bool &changed) const {
    std::string out;
    out.reserve(text.size());
    bool lineStart = true; // only blanks since the last newline
    for (size_t i = 0; i < text.size();) {
      char c = text[i];
      if (c == '\n') {
        lineStart = true;
        out += text[i++];
        continue;
      }
      if (c == '#' && lineStart) { // a directive: left as written, with its continuations
        size_t j = i;
        while (j < text.size() && !(text[j] == '\n' && text[j - 1] != '\\'))
          ++j;
        out.append(text, i, j - i);
        i = j;
        continue;
      }
      if (c != ' ' && c != '\t')
        lineStart = false;
      if (c == '"' || c == '\'') {
        size_t j = skipLiteral(text, i);
        out.append(text, i, j - i);
        i = j;
      } else if (text.compare(i, 2, "/*") == 0) {
        size_t close = text.find("*/", i + 2);
        size_t j = close == std::string_view::npos ? text.size() : close + 2;
        out.append(text, i, j - i);
        i = j;
      } else if (text.compare(i, 2, "//") == 0) {
        size_t j = text.find('\n', i);
        j = j == std::string_view::npos ? text.size() : j;
        out.append(text, i, j - i);
        i = j;
      } else if (isWordChar(c)) {
        size_t j = i;
        while (j < text.size() && isWordChar(text[j]))
          ++j;
        std::string word(text.substr(i, j - i));
        auto it = depth <= 4 && !std::isdigit(static_cast<unsigned char>(c)) ? macros.find(word)
                                                                               : macros.end();
        size_t end = j;
        std::string expansion;
        if (it != macros.end() && expand(it->second, text, end, depth, expansion)) {
          changed = true;
          out += depth == 0 ? keepPositions(expansion, text.substr(i, end - i)) : expansion;
          i = end;
        } else {
          out.append(text, i, j - i);
          i = j;
        }
      } else {
        out += text[i++];
      }
    }
    return out;
  }

private:
  const std::unordered_map<std::string, BraceMacro> &macros;

  // The expansion of the invocation whose name ends at `end`; `end` moves past its arguments.
  // False for a function-like macro's name not followed by `(` (no invocation).
  bool expand(const BraceMacro &macro, std::string_view text, size_t &end, unsigned depth,
              std::string &expansion) const {
    std::vector<std::string> arguments;
    if (macro.functionLike) {
      size_t k = end;
      while (k < text.size() && std::isspace(static_cast<unsigned char>(text[k])))
        ++k;
      if (k == text.size() || text[k] != '(')
        return false;
      int nesting = 0;
      std::string argument;
      for (++k; k < text.size(); ++k) {
        char c = text[k];
        if (c == '"' || c == '\'') {
          size_t j = skipLiteral(text, k);
          argument.append(text, k, j - k);
          k = j - 1;
          continue;
        }
        if (c == ')' && nesting == 0)
          break;
        if (c == ',' && nesting == 0) {
          arguments.push_back(argument);
          argument.clear();
          continue;
        }
        nesting += (c == '(' || c == '[' || c == '{') - (c == ')' || c == ']' || c == '}');
        argument += c == '\n' ? ' ' : c;
      }
      if (k == text.size())
        return false;
      if (!arguments.empty() || argument.find_first_not_of(" \t") != std::string::npos)
        arguments.push_back(argument);
      for (std::string &a : arguments) { // the blanks around an argument are not part of it
        size_t first = a.find_first_not_of(" \t"), last = a.find_last_not_of(" \t");
        a = first == std::string::npos ? "" : a.substr(first, last - first + 1);
      }
      end = k + 1;
    }
    // `#` and `##` need the preprocessor's rules: then only the braces are kept.
    if (macro.body.find('#') != std::string::npos) {
      for (char c : macro.body)
        if (c == '{' || c == '}')
          expansion += c, expansion += ' ';
      return true;
    }
    std::string substituted;
    for (size_t i = 0; i < macro.body.size();) {
      if (macro.body[i] == '"' || macro.body[i] == '\'') {
        size_t j = skipLiteral(macro.body, i);
        substituted.append(macro.body, i, j - i);
        i = j;
      } else if (isWordChar(macro.body[i])) {
        size_t j = i;
        while (j < macro.body.size() && isWordChar(macro.body[j]))
          ++j;
        std::string word = macro.body.substr(i, j - i);
        size_t p = 0;
        while (p < macro.params.size() && macro.params[p] != word)
          ++p;
        substituted += p < macro.params.size() && p < arguments.size() ? "(" + arguments[p] + ")" : word;
        i = j;
      } else {
        substituted += macro.body[i++];
      }
    }
    bool inner = false;
    expansion = run(substituted, depth + 1, inner);
    return true;
  }

  // The expansion in place of `invocation`: padded to its length, and followed by its newlines
  // and the columns its last line took, so everything after it stays where it was.
  static std::string keepPositions(std::string expansion, std::string_view invocation) {
    size_t lastNewline = invocation.rfind('\n');
    if (lastNewline == std::string_view::npos) {
      if (expansion.size() < invocation.size())
        expansion.append(invocation.size() - expansion.size(), ' ');
      return expansion;
    }
    for (char c : invocation)
      if (c == '\n')
        expansion += '\n';
    expansion.append(invocation.size() - lastNewline - 1, ' ');
    return expansion;
  }
};

using LoopHeaderTable = std::unordered_map<std::string, BraceMacro>;

LoopHeaderTable readLoopHeaders(const std::string &, std::string_view text) {
  std::unordered_set<std::string> defined;
  LoopHeaderTable all, loops;
  collectDefinitions(text, defined, all, true);
  for (auto &[name, macro] : all)
    if (isLoopHeader(macro))
      loops.emplace(name, std::move(macro));
  return loops;
}

HeaderCache<LoopHeaderTable> headerLoopHeaders(readLoopHeaders);

} // namespace

std::string expandBraceMacros(std::string_view text, bool &changed,
                              const std::vector<std::string> &headers) {
  changed = false;
  std::unordered_set<std::string> defined;
  std::unordered_map<std::string, BraceMacro> macros;
  collectDefinitions(text, defined, macros, true);
  for (const auto &[name, macro] : wellKnown())
    if (!defined.count(name) && text.find(name) != std::string_view::npos)
      macros.emplace(name, macro);
  // The project headers' loop-header macros, where the file defines no name so spelt and the
  // headers that define one agree on it.
  std::unordered_set<std::string> disagreed;
  std::unordered_map<std::string, BraceMacro> fromHeaders;
  for (const std::string &header : headers)
    for (const auto &[name, macro] : *headerLoopHeaders.get(header)) {
      if (defined.count(name) || text.find(name) == std::string_view::npos)
        continue;
      auto [it, fresh] = fromHeaders.emplace(name, macro);
      if (!fresh && (it->second.body != macro.body || it->second.params != macro.params))
        disagreed.insert(name);
    }
  for (auto &[name, macro] : fromHeaders)
    if (!disagreed.count(name))
      macros.emplace(name, std::move(macro));
  if (macros.empty())
    return std::string(text);
  return Expander(macros).run(text, 0, changed);
}

} // namespace faultline::fastmode
