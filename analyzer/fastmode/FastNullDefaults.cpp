// A string parameter given a default where it is null (facts::SymbolicValue::defaulted), read
// off the syntax tree as analyzer/extract/NullDefaults.cpp reads it off Clang's AST: after
// `if (!mode) mode = "r";` (a statement of the function body, no `else`, that one store of a
// plain literal its whole branch), the parameter is the caller's string, or "r" for NULL. Any
// other write of the parameter, or a label in the body, and nothing is known, as before.
#include "fastmode/WalkerImpl.h"

namespace faultline::fastmode::walker {

namespace {

int bareNode(const SyntaxTree &t, int e) { return e >= 0 ? stripParensAndCasts({&t, e}).node : -1; }

bool isName(const SyntaxTree &t, int e, std::string_view name) {
  e = bareNode(t, e);
  return e >= 0 && t[e].kind == Kind::Identifier && t.text(e) == name;
}

bool isNullConstant(const SyntaxTree &t, int e) {
  e = bareNode(t, e);
  return e >= 0 && (t[e].kind == Kind::Null || t.text(e) == "NULL" || t.text(e) == "nullptr" ||
                    t.text(e) == "0");
}

} // namespace

std::optional<facts::SymbolicValue> Walker::nullDefaulted(std::string_view name, const Binding &b,
                                                          int read) {
  auto values = assignedValues.find(name);
  auto writes = writeCount.find(name);
  int body = t.child(fn.node, Field::Body);
  if (b.parameter < 0 || b.integer || otherWrites.count(name) || writes == writeCount.end() ||
      writes->second != 1 || values == assignedValues.end() || values->second.size() != 1 ||
      values->second.front() < 0 || body < 0)
    return std::nullopt;
  // The one store: `name = "lit"` as the whole branch of an `if` of the body.
  int literal = bareNode(t, values->second.front());
  std::string_view text = literal >= 0 && t[literal].kind == Kind::StringLiteral ? t.text(literal) : "";
  if (text.size() < 2 || text.front() != '"' || text.back() != '"' ||
      text.find('\\') != std::string_view::npos)
    return std::nullopt;
  int store = t[values->second.front()].parent;
  while (store >= 0 && t[store].kind == Kind::ParenthesizedExpression)
    store = t[store].parent;
  int statement = store >= 0 && t[store].kind == Kind::AssignmentExpression ? t[store].parent : -1;
  if (statement < 0 || t[statement].kind != Kind::ExpressionStatement ||
      !isName(t, t.child(store, Field::Left), name))
    return std::nullopt;
  int branch = statement;
  if (int up = t[statement].parent; up >= 0 && t[up].kind == Kind::CompoundStatement) {
    int named = 0;
    for (int c = t.firstNamed(up); c >= 0; c = t.nextNamed(c))
      named += t[c].kind != Kind::Comment;
    if (named != 1)
      return std::nullopt;
    branch = up;
  }
  int test = t[branch].parent;
  if (test < 0 || std::string_view(t[test].type) != "if_statement" || t[branch].field != Field::Consequence ||
      t.child(test, Field::Alternative) >= 0 || t[test].parent != body ||
      t[test].endByte > t[read].startByte)
    return std::nullopt;
  // `!name`, `name == NULL`, `NULL == name`.
  int cond = conditionOf(test);
  bool null = false;
  if (cond >= 0 && t[cond].kind == Kind::UnaryExpression) {
    int op = t.child(cond, Field::Operator);
    null = op >= 0 && t[op].type == std::string_view("!") && isName(t, t.child(cond, Field::Argument), name);
  } else if (cond >= 0 && t[cond].kind == Kind::BinaryExpression) {
    int op = t.child(cond, Field::Operator);
    int l = t.child(cond, Field::Left), r = t.child(cond, Field::Right);
    null = op >= 0 && t[op].type == std::string_view("==") &&
           ((isName(t, l, name) && isNullConstant(t, r)) || (isName(t, r, name) && isNullConstant(t, l)));
  }
  for (int i = body + 1, end = t.subtreeEnd(body); null && i < end; ++i)
    if (std::string_view(t[i].type) == "labeled_statement")
      return std::nullopt;
  if (!null)
    return std::nullopt;
  facts::SymbolicValue v;
  v.defaulted = b.parameter;
  v.nullDefault = std::string(text.substr(1, text.size() - 2));
  return v;
}

} // namespace faultline::fastmode::walker
