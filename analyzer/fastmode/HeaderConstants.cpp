#include "fastmode/HeaderConstants.h"

#include "fastmode/HeaderCache.h"
#include "fastmode/PreprocessorLines.h"
#include "fastmode/SplitConditionals.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdint>
#include <functional>
#include <mutex>
#include <optional>
#include <unordered_map>

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

// Whether the text before a `{` opens a scope whose statements are namespace-scope ones: the
// word `namespace` (`namespace jxl {`, `inline namespace v1 {`), or `extern` and a string
// (`extern "C" {`; strings are kept as a `"` marker). A word that only contains "namespace"
// (`struct namespace_entry {`) is a record's body.
bool opensNamespaceScope(std::string_view head) {
  bool externWord = false;
  for (size_t at = 0; at < head.size();) {
    std::string_view word = identifierAt(head, at);
    if (word.empty()) {
      ++at;
      continue;
    }
    if (word == "namespace")
      return true;
    externWord = externWord || word == "extern";
  }
  return externWord && head.find('"') != std::string_view::npos;
}

// The statements of `text` at namespace scope (outside every brace but a `namespace` or `extern
// "C"` one), without comments, strings and preprocessor lines, each up to its `;`.
std::vector<std::string> namespaceScopeStatements(std::string_view text) {
  std::vector<std::string> out;
  std::string statement;
  std::vector<bool> braces; // per open brace: a namespace's (its statements are read)
  auto atNamespaceScope = [&] { return std::find(braces.begin(), braces.end(), false) == braces.end(); };
  bool lineStart = true;
  int initializer = 0; // depth inside a namespace-scope `= { ... }`
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (lineStart && c == '#') { // a preprocessor line, continuations included
      while (i < text.size() && text[i] != '\n')
        i += text[i] == '\\' && i + 1 < text.size() ? 2 : 1;
      continue;
    }
    if (c == '\n') {
      lineStart = true;
      statement += ' ';
      continue;
    }
    if (c != ' ' && c != '\t' && c != '\r')
      lineStart = false;
    if (text.compare(i, 2, "//") == 0) {
      i = std::min(text.find('\n', i), text.size()) - 1;
      continue;
    }
    if (text.compare(i, 2, "/*") == 0) {
      i = std::min(text.find("*/", i + 2), text.size()) + 1;
      statement += ' ';
      continue;
    }
    if (c == '"' || c == '\'') { // a literal: kept as a marker, never a value
      for (++i; i < text.size() && text[i] != c; ++i)
        i += text[i] == '\\' ? 1 : 0;
      statement += '"';
      continue;
    }
    if (initializer > 0) { // a namespace-scope array's `= { ... }`: part of its statement
      initializer += c == '{' ? 1 : c == '}' ? -1 : 0;
      statement += c;
      continue;
    }
    if (c == '{') {
      size_t last = statement.find_last_not_of(" \t\r");
      if (atNamespaceScope() && last != std::string::npos && statement[last] == '=') {
        initializer = 1;
        statement += c;
        continue;
      }
      braces.push_back(opensNamespaceScope(statement));
      statement.clear();
      continue;
    }
    if (c == '}') {
      if (!braces.empty())
        braces.pop_back();
      statement.clear();
      continue;
    }
    if (c == ';') {
      if (atNamespaceScope())
        out.push_back(statement);
      statement.clear();
      continue;
    }
    statement += c;
  }
  return out;
}

// The words of a constant's declaration before `end` (`static constexpr size_t kMax`), when it
// is one: words and `::` only, at least a qualifier, a type and the name, `const` or `constexpr`
// among them, and no word that makes it no value (extern, typedef, using, floating point).
std::optional<std::vector<std::string_view>> constantDeclarationWords(std::string_view statement, size_t end) {
  std::vector<std::string_view> words;
  bool constant = false;
  for (size_t at = 0; at < end;) {
    skipBlanks(statement, at);
    if (at >= end)
      break;
    if (statement.compare(at, 2, "::") == 0) {
      at += 2;
      continue;
    }
    std::string_view word = identifierAt(statement, at);
    if (word.empty())
      return std::nullopt;
    constant = constant || word == "constexpr" || word == "const";
    words.push_back(word);
  }
  if (!constant || words.size() < 3) // `const T NAME`: a qualifier, a type and the name
    return std::nullopt;
  static const std::array<std::string_view, 5> notValues = {"extern", "typedef", "using", "float", "double"};
  for (std::string_view w : words)
    if (std::find(notValues.begin(), notValues.end(), w) != notValues.end())
      return std::nullopt;
  return words;
}

// `NAME` and its value when `statement` declares one integer constant: `constexpr size_t
// kDCTBlockSize = 64`, `static constexpr size_t kMax = 6156 * kDCTBlockSize`, `const int N =
// 1024`. Arrays, pointers, templates, strings, floating point and brace initialisers are not
// values; a call in the value leaves it unknown where it is read.
std::optional<std::pair<std::string, std::string>> integerConstant(std::string_view statement) {
  size_t equals = statement.find('=');
  if (equals == std::string_view::npos || statement.find_first_of("[(<*&\"{", 0) < equals)
    return std::nullopt;
  std::optional<std::vector<std::string_view>> words = constantDeclarationWords(statement, equals);
  if (!words)
    return std::nullopt;
  std::string body = withoutComments(statement.substr(equals + 1));
  if (!valueLike(body) || body.find_first_of(",=") != std::string::npos) // `A = 1, B = 2`
    return std::nullopt;
  return std::make_pair(std::string(words->back()), body);
}

// `NAME` and its elements when `statement` declares one constant integer array with a brace
// initialiser: `constexpr uint32_t kCoeffOrderOffset[] = {0, 1, 2, ...}`, `static const int
// sizes[4] = {64, 128, 256, 512}`. Only flat lists of value-like elements, at most kMaxElements;
// anything else (nested braces, designators, strings) is no table.
std::optional<std::pair<std::string, std::vector<std::string>>> integerArray(std::string_view statement) {
  constexpr size_t kMaxElements = 4096;
  size_t equals = statement.find('=');
  size_t open = statement.find('[');
  if (equals == std::string_view::npos || open == std::string_view::npos || open > equals ||
      statement.find_first_of("(<*&\"", 0) < equals)
    return std::nullopt;
  // `const T NAME[...]`, and only one dimension: `[N]` or `[]` before the `=`.
  std::optional<std::vector<std::string_view>> words = constantDeclarationWords(statement, open);
  std::string_view dimensions = statement.substr(open, equals - open);
  if (!words || std::count(dimensions.begin(), dimensions.end(), '[') != 1)
    return std::nullopt;
  size_t first = statement.find('{', equals);
  size_t last = statement.rfind('}');
  if (first == std::string_view::npos || last == std::string_view::npos || last < first ||
      statement.find('{', first + 1) < last || statement.find_first_not_of(" \t\r", last + 1) != std::string_view::npos)
    return std::nullopt;
  std::vector<std::string> elements;
  std::string_view list = statement.substr(first + 1, last - first - 1);
  for (size_t at = 0; at <= list.size();) {
    size_t comma = std::min(list.find(',', at), list.size());
    std::string element = withoutComments(list.substr(at, comma - at));
    at = comma + 1;
    if (element.empty() && at > list.size())
      break; // a trailing comma
    if (!valueLike(element) || element.find_first_of("=.[") != std::string::npos ||
        elements.size() == kMaxElements)
      return std::nullopt;
    elements.push_back(std::move(element));
  }
  if (elements.empty())
    return std::nullopt;
  return std::make_pair(std::string(words->back()), std::move(elements));
}

HeaderCache<HeaderMacroTable> tablesOf(readTable);

// An open `#if`/`#ifdef`/`#ifndef` group while a header is scanned: its directive, the rest of
// its line, and whether an `#else`/`#elif` has been passed.
struct OpenGroup {
  std::string directive, condition;
  bool pastFirstBranch = false;
};

// Whether an `#undef NAME` sits in the first branch of a group that runs only when NAME is
// already defined (`#ifdef NAME`, `#if defined(NAME) && (NAME < 1)`): it resets a value the
// build passed, before the header's own `#if !defined(NAME)` default (libdivsufsort's
// ALPHABET_SIZE). Without such a value it never runs, so the default stands, as it does for any
// `#ifndef` default here.
bool resetsOverride(const std::vector<OpenGroup> &groups, std::string_view name) {
  for (const OpenGroup &g : groups) {
    if (g.pastFirstBranch)
      continue;
    std::string_view c = g.condition;
    size_t at = 0;
    skipBlanks(c, at);
    if (g.directive == "ifdef" && identifierAt(c, at) == name)
      return true;
    if (g.directive != "if" || identifierAt(c, at) != "defined")
      continue;
    skipBlanks(c, at);
    bool parenthesised = at < c.size() && c[at] == '(';
    at += parenthesised;
    skipBlanks(c, at);
    if (identifierAt(c, at) != name)
      continue;
    skipBlanks(c, at);
    if (parenthesised && (at >= c.size() || c[at++] != ')'))
      continue;
    skipBlanks(c, at);
    std::string_view rest = c.substr(std::min(at, c.size()));
    if (rest.empty() || rest.starts_with("&&") || rest.starts_with("//") || rest.starts_with("/*"))
      return true;
  }
  return false;
}

} // namespace

std::string arrayElementKey(std::string_view table, uint64_t index) {
  return std::string(table) + "[" + std::to_string(index) + "]";
}

namespace {

// Adds one definition to `table`; two that differ leave the name's body empty (which one holds is
// the build's choice).
void noteDefinition(HeaderMacroTable &table, std::string name, std::string body) {
  auto [it, fresh] = table.emplace(std::move(name), body);
  if (!fresh && it->second != body)
    it->second.clear();
}

// Each #define/#undef line of `text` (see readHeaderMacros) to `visit(line, name, body, depth)`:
// its first line (0-based), the name (a function-like macro's under functionMacroKey), the body
// ("" for an #undef or a body that is no value), and how many #if groups enclose it.
using DefinitionVisitor =
    std::function<void(size_t line, std::string name, std::string body, size_t depth)>;
void readDefinitions(std::string_view text, const DefinitionVisitor &visit) {
  std::vector<OpenGroup> groups;
  size_t lineNumber = 0, nextLine = 0;
  auto note = [&](std::string name, std::string body) {
    visit(lineNumber, std::move(name), std::move(body), groups.size());
  };
  for (size_t begin = 0; begin < text.size();) {
    // One logical line: backslash-newline continuations joined.
    std::string line;
    size_t end = begin;
    lineNumber = nextLine;
    for (;;) {
      ++nextLine;
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
    if (directive == "if" || directive == "ifdef" || directive == "ifndef") {
      groups.push_back({std::string(directive), line.substr(at), false});
      continue;
    }
    if ((directive == "else" || directive == "elif") && !groups.empty())
      groups.back().pastFirstBranch = true;
    if (directive == "endif" && !groups.empty())
      groups.pop_back();
    if (directive != "define" && directive != "undef")
      continue;
    skipBlanks(line, at);
    std::string name(identifierAt(line, at));
    if (name.empty())
      continue;
    if (directive == "undef") {
      if (!resetsOverride(groups, name)) {
        note(name, "");
        note(functionMacroKey(name), ""); // whichever kind it was
      }
      continue;
    }
    if (at < line.size() && line[at] == '(') {
      // A function-like macro whose body is a value once applied (`#define ctrl(x) (x & 037)`,
      // `#define KB(n) ((n) << 10)`): kept under "NAME(" as "p1,p2\nbody" (functionMacroKey).
      size_t close = line.find(')', at);
      if (close == std::string::npos)
        continue;
      std::string params;
      for (char c : line.substr(at + 1, close - at - 1))
        if (c != ' ' && c != '\t')
          params.push_back(c);
      std::string body = withoutComments(std::string_view(line).substr(close + 1));
      bool plain = params.find("...") == std::string::npos && valueLike(body);
      note(functionMacroKey(name), plain ? params + "\n" + body : "");
      continue;
    }
    std::string body = withoutComments(std::string_view(line).substr(at));
    note(name, valueLike(body) ? body : "");
  }
}

} // namespace

HeaderMacroTable readHeaderMacros(std::string_view text) {
  bool dropped = false;
  std::string live = dropInactiveBranches(text, dropped);
  if (dropped)
    text = live;
  HeaderMacroTable table;
  readDefinitions(text, [&](size_t, std::string name, std::string body, size_t) {
    noteDefinition(table, std::move(name), std::move(body));
  });
  auto note = [&](std::string name, std::string body) {
    noteDefinition(table, std::move(name), std::move(body));
  };
  // C++'s integer constants at namespace scope, which a modern header has instead of macros
  // (jpeg-xl's `constexpr size_t kDCTBlockSize = 64;`, held-out set 24): values as macros are.
  for (const std::string &statement : namespaceScopeStatements(text)) {
    if (auto constant = integerConstant(statement))
      note(constant->first, constant->second);
    // A constant table's elements, each under `NAME[i]` (tableEntry reads them where a file
    // indexes the table with a constant): `kCoeffOrderOffset[3 * kNumOrders]`.
    else if (auto table = integerArray(statement))
      for (size_t i = 0; i < table->second.size(); ++i)
        note(arrayElementKey(table->first, i), table->second[i]);
  }
  return table;
}

HeaderMacroTable decidedHeaderMacros(std::string_view text, const BuildConditions &conditions) {
  HeaderMacroTable decided;
  bool dropped = false;
  std::string live = dropInactiveBranches(text, dropped, conditions.known, conditions.project,
                                          conditions.commandLine);
  if (!dropped)
    return decided; // no group decided: nothing moves out of one
  bool hostDropped = false; // what readHeaderMacros reads: only never-compiled groups dropped
  std::string asWritten = dropInactiveBranches(text, hostDropped);
  // Lines and columns survive the blanking, so a definition is found on the same line in both
  // texts; inside fewer groups once decided, it sits in a branch this build takes (include
  // guards and undecided groups enclose it in both).
  std::unordered_map<size_t, size_t> depthAsWritten;
  readDefinitions(hostDropped ? std::string_view(asWritten) : text,
                  [&](size_t line, std::string, std::string, size_t depth) {
                    depthAsWritten[line] = depth;
                  });
  HeaderMacroTable all;
  readDefinitions(live, [&](size_t line, std::string name, std::string body, size_t depth) {
    auto it = depthAsWritten.find(line);
    if (it != depthAsWritten.end() && depth < it->second)
      noteDefinition(decided, name, body);
    noteDefinition(all, std::move(name), std::move(body));
  });
  // A name the decided text also defines elsewhere, differently, stays undecided.
  for (auto &[name, body] : decided)
    if (all[name] != body)
      body.clear();
  std::erase_if(decided, [](const auto &entry) { return entry.second.empty(); });
  return decided;
}

namespace {

// decidedHeaderMacros per header and build conditions: a project's files mostly share their -D
// flags and config headers, so few variants of each header are read.
struct DecidedTables {
  std::mutex mutex;
  std::unordered_map<std::string, std::shared_ptr<const HeaderMacroTable>> cache;
};
DecidedTables decidedTables;

std::shared_ptr<const HeaderMacroTable> decidedTable(const std::string &path,
                                                     const BuildConditions &conditions,
                                                     const std::string &conditionKey) {
  std::string key = path + '\0' + conditionKey;
  {
    std::lock_guard<std::mutex> lock(decidedTables.mutex);
    if (auto it = decidedTables.cache.find(key); it != decidedTables.cache.end())
      return it->second;
  }
  auto table = std::make_shared<const HeaderMacroTable>(
      decidedHeaderMacros(readIncludedHeaderText(path), conditions));
  std::lock_guard<std::mutex> lock(decidedTables.mutex);
  return decidedTables.cache.emplace(std::move(key), std::move(table)).first->second;
}

} // namespace

namespace {

// The body every table that defines `name` agrees on, or null; `disagree` is set when some table
// defines it and they do not agree (or one leaves it empty: defined twice differently, #undef'd).
const std::string *agreedBody(const std::vector<std::shared_ptr<const HeaderMacroTable>> &tables,
                              const std::string &name, bool &disagree) {
  const std::string *found = nullptr;
  disagree = false;
  for (const auto &table : tables) {
    auto it = table->find(name);
    if (it == table->end())
      continue;
    if (it->second.empty() || (found && *found != it->second)) {
      disagree = true;
      return nullptr;
    }
    found = &it->second;
  }
  return found;
}

} // namespace

HeaderMacros::HeaderMacros(const std::vector<std::string> &headers) {
  for (const std::string &header : headers)
    tables.push_back(tablesOf.get(header));
}

HeaderMacros::HeaderMacros(const std::vector<std::string> &headers,
                           std::function<std::vector<std::string>()> buildHeaders,
                           const BuildConditions &conditions)
    : HeaderMacros(headers) {
  this->buildHeaders = std::move(buildHeaders);
  this->conditions = conditions;
}

void HeaderMacros::readBuildHeaders() const {
  const std::string key = conditionsKey(conditions);
  for (const std::string &header : buildHeaders()) {
    buildTables.push_back(tablesOf.get(header));
    decided.push_back(decidedTable(header, conditions, key));
  }
  buildHeaders = nullptr;
}

const std::string *HeaderMacros::body(const std::string &name) const {
  if (tables.empty())
    return nullptr;
  if (auto known = answers.find(name); known != answers.end())
    return known->second;
  bool disagree = false;
  const std::string *found = agreedBody(tables, name, disagree);
  if (disagree && (buildHeaders || !buildTables.empty())) {
    if (buildHeaders)
      readBuildHeaders();
    found = agreedBody(buildTables, name, disagree);
    if (!found)
      found = agreedBody(decided, name, disagree);
  }
  answers.emplace(name, found);
  return found;
}

} // namespace faultline::fastmode
