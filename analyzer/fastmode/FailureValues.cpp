#include "fastmode/FailureValues.h"

#include "facts/builder/AsciiCase.h"
#include "fastmode/FastSizes.h"

#include <string>

namespace faultline::fastmode {

static bool returnsTruthAsInt(const SyntaxTree &t, int function);

bool returnsBoolean(const SyntaxTree &t, int function) {
  int type = function >= 0 ? t.child(function, Field::Type) : -1;
  if (type < 0)
    return false;
  std::string name = builder::lowercase(t.text(type));
  return (name.size() >= 4 && (name.ends_with("bool") || name.ends_with("boolean"))) ||
         (name == "int" && returnsTruthAsInt(t, function));
}

// An `int` used as a truth value, as extract::returnsBoolean reads it: every `return` gives the
// literal 0 or 1 (`TRUE`/`FALSE` too), and the body's straight line ends in `return 1;` (its
// last statement, or the one before its first label: `return 1; fail: free(p); return 0;`).
static bool returnsTruthAsInt(const SyntaxTree &t, int function) {
  int body = t.child(function, Field::Body);
  if (body < 0 || t[body].kind != Kind::CompoundStatement)
    return false;
  auto literal = [&](int ret) -> int {
    int value = returnValue(t, ret);
    value = value < 0 ? -1 : stripParensAndCasts(NodeRef{&t, value}).node;
    std::string_view text = value < 0 ? std::string_view() : t.text(value);
    if (text == "0" || text == "FALSE" || text == "false")
      return 0;
    return text == "1" || text == "TRUE" || text == "true" ? 1 : -1;
  };
  int last = -1;
  for (int c = t[body].firstChild; c >= 0; c = t[c].nextSibling) {
    if (t[c].type == std::string_view("labeled_statement"))
      break;
    if (t[c].named && t[c].kind != Kind::Comment && t[c].type != std::string_view("comment"))
      last = c;
  }
  if (last < 0 || t[last].kind != Kind::ReturnStatement || literal(last) != 1)
    return false;
  bool allTruth = true;
  for (int n = body, end = t.subtreeEnd(body); n < end && allTruth; ++n)
    if (t[n].kind == Kind::ReturnStatement && literal(n) < 0)
      allTruth = false;
    else if (t[n].kind == Kind::LambdaExpression)
      n = t.subtreeEnd(n) - 1; // its own returns
  return allTruth;
}

static bool isFalseValue(const SyntaxTree &t, int value) {
  std::string_view text = t.text(value);
  return text == "0" || text == "false" || text == "FALSE" || text.ends_with("_FALSE");
}

bool returnsInt(const SyntaxTree &t, int function) {
  int type = function >= 0 ? t.child(function, Field::Type) : -1;
  return type >= 0 && t.text(type) == "int";
}

bool isFailureValue(const SyntaxTree &t, int value, const ResultReading &reading) {
  value = stripParensAndCasts(NodeRef{&t, value}).node;
  if (value < 0)
    return false;
  if (t[value].kind == Kind::AssignmentExpression) { // `return (r->error_ret = ERR);`
    int op = t.child(value, Field::Operator), right = t.child(value, Field::Right);
    return op >= 0 && t.text(op) == "=" && right >= 0 && isFailureValue(t, right, reading);
  }
  if (reading.boolean)
    return isFalseValue(t, value);
  if (t[value].kind == Kind::Null || t.text(value) == "NULL" || t.text(value) == "nullptr")
    return true;
  if (t[value].kind == Kind::NumberLiteral && t.text(value).starts_with("-")) // tree-sitter reads `-1` as one literal
    return t.text(value).find_first_not_of("-0") != std::string_view::npos;
  if (reading.valueOf && (t[value].kind == Kind::NumberLiteral || t[value].kind == Kind::Identifier))
    if (std::optional<int64_t> v = (*reading.valueOf)(value))
      return *v < 0 || (reading.integer && *v >= (int64_t{1} << 31) && *v < (int64_t{1} << 32));
  if (t[value].kind != Kind::UnaryExpression)
    return false;
  int op = t.child(value, Field::Operator), arg = t.child(value, Field::Argument);
  if (op < 0 || arg < 0 || t.text(op) != "-")
    return false;
  arg = stripParensAndCasts(NodeRef{&t, arg}).node;
  return arg >= 0 && ((t[arg].kind == Kind::NumberLiteral && t.text(arg) != "0") ||
                      t[arg].kind == Kind::Identifier);
}

int returnValue(const SyntaxTree &t, int ret) {
  for (int c = t[ret].firstChild; c >= 0; c = t[c].nextSibling)
    if (t[c].named && t[c].type != std::string_view("comment"))
      return c;
  return -1;
}

} // namespace faultline::fastmode
