#include "fastmode/FileConstants.h"
#include "fastmode/NoreturnReadings.h"

#include "facts/builder/AsciiCase.h"
#include "fastmode/FastControlFlow.h"
#include "fastmode/FastSizes.h"

#include <algorithm>
#include <cctype>
#include <cstdint>

namespace faultline::fastmode {

std::string keyOf(const SyntaxTree &tree, int nameNode) {
  const Node &n = tree[nameNode];
  return std::string(tree.text(nameNode)) + "@" + std::to_string(n.startRow + 1) + ":" +
         std::to_string(n.startColumn + 1);
}

int declaratorName(const SyntaxTree &t, int d) {
  for (unsigned guard = 0; d >= 0 && guard < 32; ++guard) {
    switch (t[d].kind) {
    case Kind::Identifier:
    case Kind::FieldIdentifier:
    case Kind::TypeIdentifier:
      return d;
    case Kind::InitDeclarator:
    case Kind::PointerDeclarator:
    case Kind::ArrayDeclarator:
    case Kind::FunctionDeclarator:
      d = t.child(d, Field::Declarator);
      break;
    case Kind::ReferenceDeclarator:
    case Kind::ParenthesizedDeclarator:
      d = t.firstNamed(d);
      break;
    default:
      return -1;
    }
  }
  return -1;
}

void describeDeclarator(const SyntaxTree &t, int d, Variable &var) {
  // Only the outermost wrapper decides what the variable is: `char *a[4]` is an array.
  while (d >= 0 && t[d].kind == Kind::ParenthesizedDeclarator)
    d = t.firstNamed(d);
  if (d < 0)
    return;
  if (t[d].kind == Kind::InitDeclarator)
    d = t.child(d, Field::Declarator);
  if (d < 0)
    return;
  var.pointer = t[d].kind == Kind::PointerDeclarator;
  var.array = t[d].kind == Kind::ArrayDeclarator;
  var.reference = t[d].kind == Kind::ReferenceDeclarator;
}

bool hasInternalLinkage(const SyntaxTree &t, int definition) {
  if (hasSpecifier(t, definition, "static"))
    return true;
  for (int p = t[definition].parent; p >= 0; p = t[p].parent)
    if (t[p].kind == Kind::NamespaceDefinition && t.child(p, Field::Name) < 0)
      return true;
  return false;
}

bool hasSpecifier(const SyntaxTree &t, int declaration, std::string_view word) {
  for (int c = t[declaration].firstChild; c >= 0; c = t[c].nextSibling) {
    Kind k = t[c].kind;
    if ((k == Kind::StorageClassSpecifier || k == Kind::TypeQualifier) && t.text(c) == word)
      return true;
  }
  return false;
}

NodeRef FileScope::parseExpression(const std::string &expression) const {
  // `long v = (EXPRESSION);` parsed as C: the value node is the expression.
  auto text = std::make_unique<std::string>("long v = (" + expression + ");");
  auto parsed = std::make_unique<SyntaxTree>(SyntaxTree::parse(*text, /*cpp=*/false, 100000));
  NodeRef out;
  if (!parsed->empty() && parsed->errorNodes == 0) {
    const SyntaxTree &p = *parsed;
    int declaration = p.firstNamed(0);
    int init = declaration >= 0 ? p.child(declaration, Field::Declarator) : -1;
    int expr = init >= 0 && p[init].kind == Kind::InitDeclarator ? p.child(init, Field::Value) : -1;
    if (expr >= 0)
      out = {parsed.get(), expr};
  }
  macroTexts.push_back(std::move(text));
  macroTrees.push_back(std::move(parsed));
  return out;
}

namespace {
std::vector<std::string> macroParameters(const SyntaxTree &t, int def) {
  std::vector<std::string> out;
  int params = t.child(def, Field::Parameters);
  for (int c = params >= 0 ? t[params].firstChild : -1; c >= 0; c = t[c].nextSibling)
    if (t[c].kind == Kind::Identifier)
      out.emplace_back(t.text(c));
  return out;
}

bool isIdentifierChar(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

// `text` with each whole-word macro parameter replaced by its argument in parentheses, as the
// preprocessor substitutes (no # or ##: the callers reject those).
std::string substituteParameters(std::string_view text, const std::vector<std::string> &params,
                                 const std::vector<std::string> &arguments) {
  std::string out;
  for (size_t i = 0; i < text.size();) {
    if (isIdentifierChar(text[i]) && !(text[i] >= '0' && text[i] <= '9')) {
      size_t j = i;
      while (j < text.size() && isIdentifierChar(text[j]))
        ++j;
      std::string word(text.substr(i, j - i));
      auto it = std::find(params.begin(), params.end(), word);
      if (it == params.end()) {
        out += word;
      } else {
        // Parenthesised, unless it is words alone: `double`, `struct S` (a type, which
        // `sizeof((double))` would not accept) or a plain name, where no precedence can change.
        const std::string &arg = arguments[static_cast<size_t>(it - params.begin())];
        bool words = !arg.empty() && std::all_of(arg.begin(), arg.end(), [](char c) {
          return isIdentifierChar(c) || c == ' ';
        });
        out += words ? arg : "(" + arg + ")";
      }
      i = j;
    } else if (isIdentifierChar(text[i])) { // a number: its suffix is no identifier
      size_t j = i;
      while (j < text.size() && isIdentifierChar(text[j]))
        ++j;
      out += text.substr(i, j - i);
      i = j;
    } else {
      out += text[i++];
    }
  }
  return out;
}

bool usesParameter(const std::string &text, const std::vector<std::string> &params) {
  for (size_t i = 0; i < text.size();) {
    size_t j = i;
    while (j < text.size() && isIdentifierChar(text[j]))
      ++j;
    if (j == i) {
      ++i;
      continue;
    }
    bool word = !(text[i] >= '0' && text[i] <= '9'); // not a number's suffix
    if (word && std::find(params.begin(), params.end(), text.substr(i, j - i)) != params.end())
      return true;
    i = j;
  }
  return false;
}
// The allocating call of a statement-expression macro body, as text, or "" when the body is
// not one: `(type *) __extension__({ type *p_ = malloc(sizeof(type) * (n)); if (!p_) abort();
// p_; })` is `malloc(sizeof(type) * (n))`: the expression's value is its last statement's, a
// variable that one statement initialises or assigns from a call (AST mode reads the
// expansion: extract/WalkerOwners.cpp, valueExpression).
std::string statementExpressionCall(const std::string &body) {
  size_t open = body.find("({"), close = body.rfind("})");
  if (open == std::string::npos || close == std::string::npos || close < open + 2)
    return "";
  // Before `({`: only casts, parentheses and `__extension__`.
  for (char c : body.substr(0, open))
    if (c != '(' && c != ')' && c != '*' && c != ' ' && c != '_' && !std::isalnum(static_cast<unsigned char>(c)))
      return "";
  std::string inner = body.substr(open + 2, close - open - 2);
  std::vector<std::string> statements;
  int depth = 0;
  size_t start = 0;
  for (size_t i = 0; i < inner.size(); ++i) {
    char c = inner[i];
    if (c == '(' || c == '{')
      ++depth;
    else if (c == ')' || c == '}')
      --depth;
    else if (c == ';' && depth == 0) {
      statements.push_back(singleSpaced(inner.substr(start, i - start)));
      start = i + 1;
    }
  }
  if (statements.empty())
    return "";
  const std::string value = statements.back();
  if (value.empty() || value.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_") !=
                           std::string::npos)
    return "";
  for (size_t k = 0; k + 1 < statements.size(); ++k) {
    const std::string &st = statements[k];
    size_t eq = st.find('=');
    if (eq == std::string::npos || eq + 1 >= st.size() || st[eq + 1] == '=')
      continue;
    // `T *v = call(...)` or `v = call(...)`: the name just before '='.
    std::string left = singleSpaced(st.substr(0, eq));
    size_t nameStart = left.find_last_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_");
    if (left.substr(nameStart == std::string::npos ? 0 : nameStart + 1) == value)
      return singleSpaced(st.substr(eq + 1));
  }
  return "";
}

} // namespace

bool FileScope::macroAlias(const std::string &name, std::string &target,
                           std::vector<AliasArgument> &arguments) const {
  auto it = aliases.find(name);
  if (it == aliases.end())
    it = aliases.emplace(name, findAlias(name)).first;
  if (!it->second.valid)
    return false;
  target = it->second.target;
  arguments = it->second.arguments;
  return true;
}

FileScope::Alias FileScope::findAlias(const std::string &name) const {
  Alias out;
  auto def = functionMacros.find(name);
  if (def == functionMacros.end())
    return out;
  int value = tree->child(def->second, Field::Value);
  if (value < 0)
    return out;
  std::vector<std::string> params = macroParameters(*tree, def->second);
  std::string body = singleSpaced(tree->text(value));
  if (body.find('#') != std::string::npos)
    return out; // stringising and pasting: not a plain call
  if (std::string call = statementExpressionCall(body); !call.empty())
    body = call;
  // NAME ( a1 , a2 ) exactly, optionally in parentheses.
  while (body.size() > 2 && body.front() == '(' && body.back() == ')')
    body = singleSpaced(body.substr(1, body.size() - 2));
  size_t open = body.find('(');
  if (open == std::string::npos || body.back() != ')')
    return out;
  std::string callee = singleSpaced(body.substr(0, open));
  if (callee.empty() || callee.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_:") != std::string::npos)
    return out;
  // The argument list, split at the commas outside parentheses (`f(1, g(a, b))`).
  std::string inner = body.substr(open + 1, body.size() - open - 2);
  std::vector<std::string> pieces;
  if (!singleSpaced(inner).empty()) {
    int depth = 0;
    size_t start = 0;
    for (size_t i = 0; i <= inner.size(); ++i) {
      char c = i < inner.size() ? inner[i] : ',';
      if (c == '(')
        ++depth;
      else if (c == ')' && --depth < 0)
        return out; // `f(a) + g(b)`: not one call
      else if (c == ',' && depth == 0) {
        pieces.push_back(singleSpaced(inner.substr(start, i - start)));
        start = i + 1;
      }
    }
  }
  for (std::string arg : pieces) {
    while (arg.size() > 2 && arg.front() == '(' && arg.back() == ')')
      arg = singleSpaced(arg.substr(1, arg.size() - 2));
    AliasArgument a;
    auto p = std::find(params.begin(), params.end(), arg);
    if (p != params.end()) {
      a.parameter = static_cast<int>(p - params.begin());
    } else if (usesParameter(arg, params)) {
      a.pattern = arg; // expanded per call (expandAliasArgument)
    } else {
      a.constant = parseExpression(arg); // fixed by the macro: parsed once
      if (!a.constant.valid())
        return out;
    }
    out.arguments.push_back(std::move(a));
  }
  out.target = callee;
  out.valid = true;
  return out;
}

NodeRef FileScope::expandAliasArgument(const std::string &name, const std::string &pattern,
                                       const std::vector<std::string> &arguments) const {
  auto def = functionMacros.find(name);
  if (def == functionMacros.end())
    return {};
  std::vector<std::string> params = macroParameters(*tree, def->second);
  if (params.size() != arguments.size())
    return {};
  std::string expanded = substituteParameters(pattern, params, arguments);
  std::string key = name + "\n" + expanded;
  if (auto it = expandedMacros.find(key); it != expandedMacros.end())
    return it->second;
  NodeRef out = parseExpression(expanded);
  expandedMacros.emplace(key, out);
  return out;
}

bool FileScope::isFunctionMacro(const std::string &name) const {
  return functionMacros.count(name) || (!macros.count(name) && headerMacros.body(functionMacroKey(name)));
}

NodeRef FileScope::expandMacro(const std::string &name, const std::vector<std::string> &arguments) const {
  std::vector<std::string> params;
  std::string_view body;
  if (auto def = functionMacros.find(name); def != functionMacros.end()) {
    int value = tree->child(def->second, Field::Value);
    if (value < 0)
      return {};
    params = macroParameters(*tree, def->second);
    body = tree->text(value);
  } else if (const std::string *header = macros.count(name) ? nullptr : headerMacros.body(functionMacroKey(name))) {
    size_t newline = header->find('\n');
    body = std::string_view(*header).substr(newline + 1);
    for (size_t from = 0; from < newline;) {
      size_t comma = std::min(header->find(',', from), newline);
      params.push_back(header->substr(from, comma - from));
      from = comma + 1;
    }
  } else {
    return {};
  }
  if (params.size() != arguments.size() || body.find('#') != std::string_view::npos)
    return {};
  std::string expanded = substituteParameters(body, params, arguments);
  std::string key = name + "\n" + expanded;
  if (auto it = expandedMacros.find(key); it != expandedMacros.end())
    return it->second;
  NodeRef out = parseExpression(expanded);
  expandedMacros.emplace(key, out);
  return out;
}

std::optional<std::string> FileScope::macroBody(const std::string &name) const {
  if (ambiguousMacros.count(name))
    return std::nullopt;
  if (auto def = macros.find(name); def != macros.end()) {
    int value = tree->child(def->second, Field::Value);
    return value >= 0 ? std::optional<std::string>(std::string(tree->text(value))) : std::nullopt;
  }
  if (const std::string *body = headerMacros.body(name))
    return *body;
  return std::nullopt;
}

NodeRef FileScope::macroValue(const std::string &name) const {
  if (auto it = parsedMacros.find(name); it != parsedMacros.end())
    return it->second;
  NodeRef out;
  if (std::optional<std::string> body = macroBody(name))
    out = parseExpression(expandOperatorMacros(*body, 0));
  parsedMacros.emplace(name, out);
  return out;
}

bool FileScope::isMacro(const std::string &name) const {
  return macros.count(name) || headerMacros.body(name);
}

bool FileScope::isHeaderValue(const std::string &name) const {
  return !macros.count(name) && headerMacros.body(name) && macroValue(name).valid();
}

// `#define MB *(1 << 20)` ... `#define LEGACY_BLOCKSIZE (8 MB)`: a macro whose body is the tail
// of an expression (it starts with a binary operator) is no expression by itself, so it is
// pasted into the bodies that use it, as the preprocessor would, before they are parsed.
std::string FileScope::expandOperatorMacros(const std::string &body, unsigned depth) const {
  if (depth > 4)
    return body;
  std::string out;
  for (size_t i = 0; i < body.size();) {
    if (!isIdentifierChar(body[i]) || (body[i] >= '0' && body[i] <= '9')) {
      out += body[i++];
      continue;
    }
    size_t j = i;
    while (j < body.size() && isIdentifierChar(body[j]))
      ++j;
    std::string word = body.substr(i, j - i);
    i = j;
    std::optional<std::string> definition = macroBody(word);
    std::string_view text = definition ? std::string_view(*definition) : std::string_view();
    size_t first = text.find_first_not_of(" \t");
    bool fragment = first != std::string_view::npos &&
                    std::string_view("*/%<>&|^").find(text[first]) != std::string_view::npos;
    out += fragment ? " " + expandOperatorMacros(std::string(text), depth + 1) + " " : word;
  }
  return out;
}

bool isClassName(const FileScope &scope, const std::string &name) {
  if (name.empty() || name == "std")
    return false;
  if (scope.records.count(name))
    return true;
  if (scope.namespaces.count(name))
    return false;
  return name[0] >= 'A' && name[0] <= 'Z';
}

std::string typedefTarget(const FileScope &scope, const std::string &name) {
  auto it = scope.typedefs.find(name);
  if (it == scope.typedefs.end() || !scope.tree)
    return {};
  const SyntaxTree &t = *scope.tree;
  auto [type, declarator] = it->second;
  // Only the name itself, kept as declarator -1 (`typedef struct S *SP;` is a pointer, no
  // class of its own).
  if (type < 0 || declarator >= 0)
    return {};
  if (t[type].kind == Kind::TypeIdentifier)
    return std::string(t.text(type));
  if (t[type].kind != Kind::StructSpecifier && t[type].kind != Kind::ClassSpecifier)
    return {};
  int tag = t.child(type, Field::Name);
  return tag >= 0 ? std::string(t.text(tag)) : std::string();
}

Binding lookupFileName(const FileScope &scope, std::string_view name) {
  Binding b;
  std::string key(name);
  if (scope.macros.count(key)) {
    NodeRef value = scope.macroValue(key);
    if (value.valid()) {
      b.kind = Binding::Macro;
      b.init = value;
      b.name = key;
    }
    return b; // a macro that is not an expression hides everything else of that name
  }
  if (scope.isHeaderValue(key)) {
    b.kind = Binding::Macro;
    b.init = scope.macroValue(key);
    b.name = key;
    return b;
  }
  if (auto it = scope.enumerators.find(key); it != scope.enumerators.end()) {
    b.kind = Binding::Enumerator;
    b.value = it->second;
    return b;
  }
  if (auto it = scope.globals.find(key); it != scope.globals.end()) {
    const Variable &v = it->second;
    b.kind = Binding::Variable;
    b.variable = &v;
    b.tree = scope.tree;
    b.name = v.name;
    b.line = (*scope.tree)[v.nameNode].startRow + 1;
    b.integer = !v.pointer && !v.array && !v.reference;
    // A file-scope variable stands for its initialiser only when it is a constant.
    if (v.isConst && v.init >= 0)
      b.init = {scope.tree, v.init};
    return b;
  }
  if (scope.typedefs.count(key) || scope.records.count(key))
    b.kind = Binding::Type;
  // Well-known constants of the C library, fixed by glibc's ABI, so setvbuf modes and mallopt
  // parameters resolve without <stdio.h> / <malloc.h>; and the integer limits of <limits.h> and
  // <stdint.h> on the LP64 targets faultline models (those that fit 63 bits), which AST mode
  // reads from the headers: libdivsufsort's `BUCKET_B_SIZE`, `(UINT8_MAX + 1) * (UINT8_MAX + 1)`
  // saidx_t per call of divbwt, is 256 KiB.
  static const std::unordered_map<std::string_view, int64_t> libc = {
      {"_IOFBF", 0}, {"_IOLBF", 1}, {"_IONBF", 2}, {"BUFSIZ", 8192},
      {"M_TRIM_THRESHOLD", -1}, {"M_TOP_PAD", -2}, {"M_MMAP_THRESHOLD", -3}, {"M_MMAP_MAX", -4},
      {"M_ARENA_MAX", -8}, {"PATH_MAX", 4096}, {"EXIT_SUCCESS", 0}, {"EXIT_FAILURE", 1},
      {"CHAR_BIT", 8}, {"SCHAR_MAX", 127}, {"UCHAR_MAX", 255}, {"CHAR_MAX", 127},
      {"SHRT_MAX", 32767}, {"USHRT_MAX", 65535}, {"INT_MAX", 2147483647},
      {"UINT_MAX", 4294967295LL}, {"LONG_MAX", INT64_MAX}, {"LLONG_MAX", INT64_MAX},
      {"SSIZE_MAX", INT64_MAX}, {"INT8_MAX", 127}, {"UINT8_MAX", 255}, {"INT16_MAX", 32767},
      {"UINT16_MAX", 65535}, {"INT32_MAX", 2147483647}, {"UINT32_MAX", 4294967295LL},
      {"INT64_MAX", INT64_MAX},
  };
  // The key codes of <curses.h> that full-screen programs switch on, fixed by X/Open Curses
  // (ncurses' values), so a caller's `case KEY_NPAGE:` next to `case ' ':` is a known label set
  // (cscope's changestring loop hands command() only paging keys; HotPaths' cutBySwitch).
  static const std::unordered_map<std::string_view, int64_t> curses = {
      {"KEY_CODE_YES", 0400}, {"KEY_MIN", 0401}, {"KEY_BREAK", 0401}, {"KEY_DOWN", 0402},
      {"KEY_UP", 0403}, {"KEY_LEFT", 0404}, {"KEY_RIGHT", 0405}, {"KEY_HOME", 0406},
      {"KEY_BACKSPACE", 0407}, {"KEY_F0", 0410}, {"KEY_DL", 0510}, {"KEY_IL", 0511},
      {"KEY_DC", 0512}, {"KEY_IC", 0513}, {"KEY_EIC", 0514}, {"KEY_CLEAR", 0515},
      {"KEY_SF", 0520}, {"KEY_SR", 0521}, {"KEY_NPAGE", 0522}, {"KEY_PPAGE", 0523},
      {"KEY_ENTER", 0527}, {"KEY_BTAB", 0541}, {"KEY_END", 0550}, {"KEY_MOUSE", 0631},
      {"KEY_RESIZE", 0632}, {"KEY_MAX", 0777},
  };
  if (b.kind == Binding::Unknown)
    for (const auto *table : {&libc, &curses})
      if (auto it = table->find(name); it != table->end()) {
        b.kind = Binding::Enumerator;
        b.value = it->second;
        break;
      }
  return b;
}

namespace {

void addGlobals(const SyntaxTree &t, int declaration, FileScope &scope) {
  int type = t.child(declaration, Field::Type);
  bool isConst = hasSpecifier(t, declaration, "const") || hasSpecifier(t, declaration, "constexpr");
  bool isStatic = hasSpecifier(t, declaration, "static");
  bool isExtern = hasSpecifier(t, declaration, "extern");
  bool isVolatile = hasSpecifier(t, declaration, "volatile");
  for (int d = t[declaration].firstChild; d >= 0; d = t[d].nextSibling) {
    if (t[d].field != Field::Declarator || t[d].kind == Kind::FunctionDeclarator)
      continue;
    int name = declaratorName(t, d);
    if (name < 0 || t[name].kind != Kind::Identifier)
      continue;
    Variable v;
    v.name = std::string(t.text(name));
    v.key = keyOf(t, name);
    v.nameNode = name;
    v.typeNode = type;
    v.declarator = t[d].kind == Kind::InitDeclarator ? t.child(d, Field::Declarator) : d;
    v.init = t[d].kind == Kind::InitDeclarator ? t.child(d, Field::Value) : -1;
    if (v.init >= 0 && t[v.init].kind == Kind::InitializerList) {
      v.initList = v.init;
      v.init = -1;
    }
    v.isConst = isConst;
    v.isStatic = isStatic;
    v.isExtern = isExtern && v.init < 0;
    v.isVolatile = isVolatile;
    v.isGlobal = true;
    describeDeclarator(t, v.declarator, v);
    scope.globals.emplace(v.name, std::move(v));
  }
}

// Whether the #define `def` of `name` only gives a default: it sits directly in an `#ifndef
// name` group (`#ifndef BLK_SIZE` / `#define BLK_SIZE (1024*1024)` / `#endif`).
bool defaultDefinition(const SyntaxTree &t, int def, std::string_view name) {
  int group = t[def].parent;
  if (group < 0 || std::string_view(t[group].type) != "preproc_ifdef")
    return false;
  int first = t[group].firstChild, tested = t.child(group, Field::Name);
  return first >= 0 && t.text(first) == "#ifndef" && tested >= 0 && t.text(tested) == name;
}

std::string definitionBody(const SyntaxTree &t, int def) {
  int value = t.child(def, Field::Value);
  return value >= 0 ? std::string(t.text(value)) : std::string();
}

// The file's #define of `name` at `def`: the first one is kept (a macro's node), and a later
// one with another body makes the name ambiguous, unless one of the two is only a default or
// both are strings.
void noteMacroDefinition(const SyntaxTree &t, int def, const std::string &name, FileScope &scope) {
  auto [it, fresh] = scope.macros.emplace(name, def);
  if (fresh || definitionBody(t, it->second) == definitionBody(t, def))
    return;
  bool keptIsDefault = defaultDefinition(t, it->second, name);
  bool newIsDefault = defaultDefinition(t, def, name);
  if (newIsDefault && !keptIsDefault)
    return;
  if (keptIsDefault && !newIsDefault) {
    it->second = def;
    return;
  }
  // Two strings (git's INPUT_PATH, "/dev/tty" or "CONIN$" under GIT_WINDOWS_NATIVE): either is a
  // constant path, all a path reading needs; the first one stands, as the primary platform's.
  std::string kept = definitionBody(t, it->second), added = definitionBody(t, def);
  if (!kept.empty() && !added.empty() && kept.front() == '"' && added.front() == '"')
    return;
  scope.ambiguousMacros.insert(name);
}

// File-scope declarations, including those inside namespaces, extern "C" blocks and every
// branch of #if/#ifdef.
void collectTopLevel(const SyntaxTree &t, int parent, FileScope &scope, unsigned depth) {
  if (depth > 64)
    return;
  for (int c = t[parent].firstChild; c >= 0; c = t[c].nextSibling) {
    const Node &n = t[c];
    switch (n.kind) {
    case Kind::Declaration:
      addGlobals(t, c, scope);
      break;
    case Kind::PreprocDef: {
      int name = t.child(c, Field::Name);
      if (name >= 0)
        noteMacroDefinition(t, c, std::string(t.text(name)), scope);
      break;
    }
    case Kind::PreprocFunctionDef: {
      int name = t.child(c, Field::Name);
      if (name >= 0)
        scope.functionMacros.emplace(std::string(t.text(name)), c);
      break;
    }
    case Kind::NamespaceDefinition:
    case Kind::Error:
      collectTopLevel(t, n.kind == Kind::Error ? c : std::max(t.child(c, Field::Body), c), scope,
                      depth + 1);
      break;
    default: {
      std::string_view type = n.type;
      if (type == "linkage_specification" || type == "declaration_list" ||
          type.substr(0, 7) == "preproc")
        collectTopLevel(t, c, scope, depth + 1);
      break;
    }
    }
  }
}

} // namespace

void collectFileScope(const SyntaxTree &t, bool cpp, FileScope &scope) {
  scope.tree = &t;
  if (t.empty())
    return;
  collectTopLevel(t, t.root(), scope, 0);
  collectNoreturnFunctions(t, scope.noreturnFunctions);
  // A `#define` inside a record's body defines the name for the rest of the file, as any other
  // (libxmp's readlzw.c: `struct local_data { #define REALMAXSTR 65536  int st_ptr[REALMAXSTR];
  // ... }`, a 1 MiB block per call).
  for (int i = 0; i < static_cast<int>(t.nodes.size()); ++i) {
    if (t[i].kind != Kind::PreprocDef || t[i].parent < 0 ||
        t[t[i].parent].type != std::string_view("field_declaration_list"))
      continue;
    if (int name = t.child(i, Field::Name); name >= 0)
      noteMacroDefinition(t, i, std::string(t.text(name)), scope);
  }
  // Types, enumerators and defined functions anywhere in the file: one linear scan.
  FileScopeNames names(scope);
  Evaluator evaluator(scope, names);
  for (int i = 0; i < static_cast<int>(t.nodes.size()); ++i) {
    const Node &n = t[i];
    switch (n.kind) {
    case Kind::StructSpecifier:
    case Kind::UnionSpecifier:
    case Kind::ClassSpecifier: {
      int name = t.child(i, Field::Name);
      int body = t.child(i, Field::Body);
      if (name < 0 || body < 0)
        break;
      std::string record(t.text(name));
      scope.records.emplace(record, i);
      for (int m = t[body].firstChild; m >= 0; m = t[m].nextSibling) {
        if (t[m].kind != Kind::FieldDeclaration && t[m].kind != Kind::FunctionDefinition &&
            t[m].kind != Kind::Declaration)
          continue;
        int d = t.child(m, Field::Declarator);
        while (d >= 0 && t[d].kind != Kind::FunctionDeclarator &&
               (t[d].kind == Kind::PointerDeclarator || t[d].kind == Kind::ReferenceDeclarator))
          d = t.child(d, Field::Declarator) >= 0 ? t.child(d, Field::Declarator) : t.firstNamed(d);
        int method = d >= 0 && t[d].kind == Kind::FunctionDeclarator ? t.child(d, Field::Declarator) : -1;
        if (method >= 0)
          scope.methods.insert(record + "::" + std::string(t.text(method)));
      }
      break;
    }
    case Kind::NamespaceDefinition: {
      int name = t.child(i, Field::Name);
      if (name >= 0)
        scope.namespaces.insert(std::string(t.text(name)));
      break;
    }
    case Kind::TypeDefinition: {
      int type = t.child(i, Field::Type);
      for (int d = n.firstChild; d >= 0; d = t[d].nextSibling) {
        if (t[d].field != Field::Declarator)
          continue;
        int name = declaratorName(t, d);
        if (name >= 0 && type >= 0)
          scope.typedefs.emplace(std::string(t.text(name)), std::make_pair(type, d == name ? -1 : d));
      }
      break;
    }
    case Kind::EnumSpecifier: {
      int body = t.child(i, Field::Body);
      if (body < 0)
        break;
      int64_t next = 0;
      for (int e = t[body].firstChild; e >= 0; e = t[e].nextSibling) {
        if (t[e].kind != Kind::Enumerator)
          continue;
        int name = t.child(e, Field::Name);
        int value = t.child(e, Field::Value);
        if (value >= 0) {
          auto v = evaluator.symbolic({&t, value});
          if (!v || !v->constant)
            break; // later enumerators depend on this one
          next = *v->constant;
        }
        if (name >= 0)
          scope.enumerators.emplace(std::string(t.text(name)), next);
        ++next;
      }
      break;
    }
    case Kind::Declaration: {
      for (int d = n.firstChild; d >= 0; d = t[d].nextSibling) {
        if (t[d].field != Field::Declarator)
          continue;
        int f = d;
        while (f >= 0 && (t[f].kind == Kind::PointerDeclarator || t[f].kind == Kind::ReferenceDeclarator))
          f = t.child(f, Field::Declarator) >= 0 ? t.child(f, Field::Declarator) : t.firstNamed(f);
        if (int name = f >= 0 && t[f].kind == Kind::FunctionDeclarator ? declaratorName(t, f) : -1; name >= 0)
          scope.declaredFunctions.insert(std::string(t.text(name)));
      }
      break;
    }
    case Kind::FunctionDefinition: {
      int name = declaratorName(t, t.child(i, Field::Declarator));
      if (name < 0) {
        // qualified names (C::m, ns::f) end in an identifier
        int d = t.child(i, Field::Declarator);
        while (d >= 0 && t[d].kind != Kind::FunctionDeclarator)
          d = t.child(d, Field::Declarator);
        int q = d >= 0 ? t.child(d, Field::Declarator) : -1;
        if (q >= 0) {
          std::string text = singleSpaced(t.text(q));
          scope.functions.emplace(text.substr(text.rfind(':') + 1), i);
          // C::m -> a method of C (the last two components)
          size_t last = text.rfind("::");
          size_t before = last == std::string::npos ? std::string::npos : text.rfind("::", last - 1);
          if (last != std::string::npos)
            scope.methods.insert(before == std::string::npos ? text : text.substr(before + 2));
        }
      } else {
        std::string fn(t.text(name));
        scope.functions.emplace(fn, i);
        bool inClass = false;
        for (int p = t[i].parent; p >= 0 && !inClass; p = t[p].parent)
          inClass = t[p].kind == Kind::FieldDeclarationList;
        if (!inClass && hasInternalLinkage(t, i))
          scope.staticFunctions.insert(fn);
      }
      break;
    }
    default:
      break;
    }
  }
  (void)cpp;
}

} // namespace faultline::fastmode
