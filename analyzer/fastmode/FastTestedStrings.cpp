// A string argument the `if` around its call decides (fast mode; AST side:
// analyzer/extract/TestedStrings.cpp). `if (arg[0] == '-' && arg[1] == 0) split_mbox(arg, ...)`
// passes "-" as surely as `split_mbox("-", ...)`: a conjunction that fixes every character up
// to a terminating 0, or `!strcmp(arg, "-")` / `strcmp(arg, "-") == 0`, gives the argument that
// string, so the callee's value tests (`!strcmp(file, "-") ? stdin : fopen(file, "r")`) are
// decided as for a literal (rules/program/ValueTests.h). Only the then-branch of the test
// counts, and only for a local or parameter the function never writes (the
// test still holds at the call), as on the AST side.
#include "fastmode/WalkerImpl.h"

#include <map>

namespace faultline::fastmode::walker {

namespace {

// The value of a character constant (`'-'`, `'\0'`, `0`), or nothing for anything else.
std::optional<int> characterValue(const SyntaxTree &t, int e) {
  e = e >= 0 ? stripParensAndCasts({&t, e}).node : -1;
  if (e < 0)
    return std::nullopt;
  std::string_view text = t.text(e);
  if (t[e].kind == Kind::NumberLiteral)
    return text == "0" ? std::optional<int>(0) : std::nullopt;
  if (t[e].kind != Kind::CharLiteral || text.size() < 3 || text.front() != '\'' || text.back() != '\'')
    return std::nullopt;
  std::string_view body = text.substr(1, text.size() - 2);
  if (body.size() == 1 && body[0] != '\\')
    return static_cast<unsigned char>(body[0]);
  if (body.size() == 2 && body[0] == '\\') {
    switch (body[1]) {
    case '0': return 0;
    case 'n': return '\n';
    case 't': return '\t';
    case '\\': return '\\';
    case '\'': return '\'';
    default: return std::nullopt;
    }
  }
  return std::nullopt;
}

bool isName(const SyntaxTree &t, int e, std::string_view name) {
  e = e >= 0 ? stripParensAndCasts({&t, e}).node : -1;
  return e >= 0 && t[e].kind == Kind::Identifier && t.text(e) == name;
}

// `name[i]` or `*name` (index 0): the index, or nothing.
std::optional<int> characterOf(const SyntaxTree &t, int e, std::string_view name) {
  e = e >= 0 ? stripParensAndCasts({&t, e}).node : -1;
  if (e < 0)
    return std::nullopt;
  if (t[e].kind == Kind::PointerExpression && t.text(e).substr(0, 1) == "*")
    return isName(t, t.child(e, Field::Argument), name) ? std::optional<int>(0) : std::nullopt;
  if (t[e].kind != Kind::SubscriptExpression)
    return std::nullopt;
  int base = t.firstNamed(e);
  int index = base >= 0 ? t.nextNamed(base) : -1;
  if (index >= 0 && std::string_view(t[index].type) == "subscript_argument_list")
    index = t.firstNamed(index); // C++ grammar
  if (!isName(t, base, name) || index < 0)
    return std::nullopt;
  index = stripParensAndCasts({&t, index}).node;
  std::string_view digits = t.text(index);
  if (t[index].kind != Kind::NumberLiteral || digits.empty() || digits.size() > 3 ||
      digits.find_first_not_of("0123456789") != std::string_view::npos)
    return std::nullopt;
  return std::stoi(std::string(digits));
}


// `strcmp(name, "lit")` (either order): the literal.
std::optional<std::string> comparedWith(const SyntaxTree &t, int e, std::string_view name) {
  e = e >= 0 ? stripParensAndCasts({&t, e}).node : -1;
  if (e < 0 || t[e].kind != Kind::CallExpression)
    return std::nullopt;
  int fn = t.child(e, Field::Function);
  if (fn < 0 || t[fn].kind != Kind::Identifier || t.text(fn) != "strcmp")
    return std::nullopt;
  std::vector<int> args;
  int list = t.child(e, Field::Arguments);
  for (int a = list >= 0 ? t.firstNamed(list) : -1; a >= 0; a = t.nextNamed(a))
    if (t[a].kind != Kind::Comment)
      args.push_back(a);
  if (args.size() != 2)
    return std::nullopt;
  if (isName(t, args[0], name))
    return literalText(t, args[1]);
  if (isName(t, args[1], name))
    return literalText(t, args[0]);
  return std::nullopt;
}

struct Fixed {
  std::map<int, int> characters; // index -> value
  std::optional<std::string> whole;
};

// Reads one conjunct of the condition into `out`; anything else is simply not used.
void readConjunct(const SyntaxTree &t, int e, std::string_view name, Fixed &out) {
  e = e >= 0 ? stripParensAndCasts({&t, e}).node : -1;
  if (e < 0)
    return;
  int op = t[e].kind == Kind::BinaryExpression || t[e].kind == Kind::UnaryExpression
               ? t.child(e, Field::Operator) : -1;
  std::string_view o = op >= 0 ? t.text(op) : "";
  if (t[e].kind == Kind::BinaryExpression && o == "&&") {
    readConjunct(t, t.child(e, Field::Left), name, out);
    readConjunct(t, t.child(e, Field::Right), name, out);
    return;
  }
  if (t[e].kind == Kind::UnaryExpression && o == "!") {
    int a = t.child(e, Field::Argument);
    if (auto s = comparedWith(t, a, name))
      out.whole = s;
    else if (auto i = characterOf(t, a, name))
      out.characters[*i] = 0;
    return;
  }
  if (t[e].kind != Kind::BinaryExpression || o != "==")
    return;
  int l = t.child(e, Field::Left), r = t.child(e, Field::Right);
  for (int pass = 0; pass < 2; ++pass, std::swap(l, r)) {
    if (auto s = comparedWith(t, l, name); s && characterValue(t, r) == 0) {
      out.whole = s;
      return;
    }
    if (auto i = characterOf(t, l, name))
      if (auto c = characterValue(t, r)) {
        out.characters[*i] = *c;
        return;
      }
  }
}

// The string a condition fixes `name` to when it holds, or nothing.
std::optional<std::string> fixedString(const SyntaxTree &t, int cond, std::string_view name) {
  Fixed fixed;
  readConjunct(t, cond, name, fixed);
  if (fixed.whole)
    return fixed.whole;
  std::string s;
  for (int i = 0;; ++i) {
    auto c = fixed.characters.find(i);
    if (c == fixed.characters.end())
      return std::nullopt; // a character left open: the string is not fixed
    if (c->second == 0)
      return s;
    s.push_back(static_cast<char>(c->second));
  }
}

} // namespace

std::optional<facts::SymbolicValue> Walker::stringFixedByTest(int arg) {
  NodeRef r = stripParensAndCasts(ref(arg));
  if (!r.valid() || t[r.node].kind != Kind::Identifier || resolve(t.text(r.node)) < 0)
    return std::nullopt; // locals and parameters only: a global may change under a call
  std::string_view name = t.text(r.node);
  if (lookup(name).mutated)
    return std::nullopt; // written somewhere in the function: the test may no longer hold
  for (int child = r.node, p = t[child].parent; p >= 0; child = p, p = t[p].parent) {
    if (t[p].kind == Kind::FunctionDefinition || t[p].kind == Kind::LambdaExpression)
      break;
    if (std::string_view(t[p].type) != "if_statement" || t.child(p, Field::Consequence) != child)
      continue;
    if (auto s = fixedString(t, t.child(p, Field::Condition), name)) {
      facts::SymbolicValue v;
      v.text = std::move(*s);
      return v;
    }
  }
  return std::nullopt;
}

} // namespace faultline::fastmode::walker
