// FileScope's macros (FileConstants.h): a macro's value as an expression, function-like macros
// applied to a call's arguments, operator fragments pasted in, and macro aliases of an
// allocator call (`#define ALLOC(n) malloc(n)`, a statement expression around one).
#include "fastmode/FileConstants.h"

#include <algorithm>
#include <cctype>

namespace faultline::fastmode {

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

} // namespace faultline::fastmode
