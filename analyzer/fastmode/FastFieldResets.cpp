// Fast mode's side of extract/FieldResets.h, read off the syntax: what a function leaves in its
// parameter's fields (`db->trimmed = 0;` on its straight line), which fields its statements
// write, which calls it makes on its straight line, and `p->field` in tests. Without types, a
// field is named by its name alone, as fast mode's FieldStore names it, and a whole record
// written (`*db = saved;`, `memcpy(db, ...)`) is not seen: fast mode cannot tell a struct from an
// int behind a pointer.
#include "fastmode/FailureValues.h"
#include "fastmode/WalkerImpl.h"

#include <set>

namespace faultline::fastmode::walker {

namespace {

// The field an lvalue names (`p->f`, `s.f`), or "".
std::string fieldWritten(const SyntaxTree &t, int lhs) {
  while (lhs >= 0 && isType(t, lhs, "parenthesized_expression"))
    lhs = t.firstNamed(lhs);
  if (lhs < 0 || t[lhs].kind != Kind::FieldExpression)
    return "";
  int field = t.child(lhs, Field::FieldName);
  return field >= 0 ? std::string(t.text(field)) : "";
}

// The node an assignment, `++`/`--` or `&` at `n` writes, or -1.
int writtenBy(const SyntaxTree &t, int n) {
  if (t[n].kind == Kind::AssignmentExpression)
    return t.child(n, Field::Left);
  if (isType(t, n, "update_expression"))
    return t.child(n, Field::Argument);
  if (isType(t, n, "pointer_expression") && t.child(n, Field::Operator) >= 0 &&
      t.text(t.child(n, Field::Operator)) == "&")
    return t.child(n, Field::Argument);
  return -1;
}

// `if (x < 0)`: the restore-on-failure branch (`if (status < 0) *db = saved;`).
bool negativeTest(const SyntaxTree &t, int cond) {
  while (cond >= 0 && isType(t, cond, "parenthesized_expression"))
    cond = t.firstNamed(cond);
  int op = cond >= 0 && t[cond].kind == Kind::BinaryExpression ? t.child(cond, Field::Operator) : -1;
  int right = op >= 0 ? t.child(cond, Field::Right) : -1;
  return op >= 0 && t[op].type == std::string_view("<") && right >= 0 && t.text(right) == "0";
}

bool hasGoto(const SyntaxTree &t, int body) {
  for (int n = body, end = t.subtreeEnd(body); n < end; ++n)
    if (isType(t, n, "goto_statement"))
      return true;
  return false;
}

} // namespace

std::optional<facts::SymbolicValue> Walker::fieldOfParameter(int e) {
  NodeRef r = e >= 0 ? stripParensAndCasts(ref(e)) : NodeRef{};
  if (!r.valid() || r.tree != &t || t[r.node].kind != Kind::FieldExpression)
    return std::nullopt;
  int op = t.child(r.node, Field::Operator), field = t.child(r.node, Field::FieldName);
  NodeRef object = stripParensAndCasts(ref(t.child(r.node, Field::Argument)));
  if (op < 0 || t.text(op) != "->" || field < 0 || !object.valid() || object.tree != &t ||
      t[object.node].kind != Kind::Identifier)
    return std::nullopt;
  Binding b = lookup(t.text(object.node));
  if (b.kind != Binding::Parameter || b.parameter < 0 || b.mutated || b.integer)
    return std::nullopt;
  facts::SymbolicValue v;
  v.fieldOf = b.parameter;
  v.field = std::string(t.text(field));
  return v;
}

void Walker::collectFieldResets(int body) {
  if (body < 0 || t[body].kind != Kind::CompoundStatement)
    return;
  std::set<std::string> written;
  for (int n = body, end = t.subtreeEnd(body); n < end; ++n)
    if (int lhs = writtenBy(t, n); lhs >= 0)
      if (std::string f = fieldWritten(t, lhs); !f.empty())
        written.insert(std::move(f));
  facts.writtenFields.assign(written.begin(), written.end());

  ResultReading reading = resultReading();
  for (int s = t[body].firstChild; s >= 0; s = t[s].nextSibling) {
    int e = t[s].kind == Kind::ExpressionStatement ? t.firstNamed(s) : -1;
    if (e < 0 || t[e].kind != Kind::AssignmentExpression)
      continue;
    int assign = t.child(e, Field::Operator);
    std::optional<facts::SymbolicValue> target = fieldOfParameter(t.child(e, Field::Left));
    int valueNode = t.child(e, Field::Right);
    std::optional<uint64_t> value = valueNode >= 0 ? sizes.value(ref(valueNode)) : std::nullopt;
    if (assign < 0 || t[assign].type != std::string_view("=") || !target || !value ||
        *value > static_cast<uint64_t>(INT64_MAX))
      continue;
    std::string object(locals[static_cast<size_t>(target->fieldOf)].var.name);
    bool ok = true;
    // Every return before the store gives a failure result.
    for (int n = t[body].firstChild; ok && n >= 0 && n != s; n = t[n].nextSibling)
      for (int m = n, end = t.subtreeEnd(n); ok && m < end; ++m)
        if (t[m].kind == Kind::ReturnStatement) {
          int v = returnValue(t, m);
          ok = v >= 0 && isFailureValue(t, v, reading);
        }
    // After it: no write of the field (but in `if (x < 0)`), no call handed the object itself.
    for (int n = t[s].nextSibling; ok && n >= 0; n = t[n].nextSibling)
      for (int m = n, end = t.subtreeEnd(n); ok && m < end; ++m) {
        if (isType(t, m, "if_statement") && negativeTest(t, conditionOf(m))) {
          int alternative = t.child(m, Field::Alternative);
          m = alternative >= 0 ? alternative - 1 : t.subtreeEnd(m) - 1;
          continue;
        }
        if (int lhs = writtenBy(t, m); lhs >= 0 && fieldWritten(t, lhs) == target->field)
          ok = false;
        if (t[m].kind == Kind::ArgumentList)
          for (int arg : arguments(m)) {
            NodeRef bare = stripParensAndCasts(ref(arg));
            ok = ok && !(bare.valid() && bare.tree == &t && t[bare.node].kind == Kind::Identifier &&
                         t.text(bare.node) == object);
          }
      }
    if (!ok)
      continue;
    facts::FieldReset reset;
    reset.parameter = target->fieldOf;
    reset.field = target->field;
    reset.value = static_cast<int64_t>(*value);
    reset.range = rangeOf(e);
    facts.fieldResets.push_back(std::move(reset));
  }
}

void Walker::markStraightLineCalls(int body) {
  if (body < 0 || t[body].kind != Kind::CompoundStatement || hasGoto(t, body))
    return;
  std::set<uint64_t> orders;
  // The calls an expression makes whenever it runs: not in a conditional arm, the right of
  // `&&`/`||`, or a lambda.
  auto unconditional = [&](auto &&self, int n) -> void {
    if (n < 0 || t[n].kind == Kind::LambdaExpression)
      return;
    if (isType(t, n, "conditional_expression"))
      return self(self, t.child(n, Field::Condition));
    if (t[n].kind == Kind::BinaryExpression) {
      int op = t.child(n, Field::Operator);
      if (op >= 0 && (t[op].type == std::string_view("&&") || t[op].type == std::string_view("||")))
        return self(self, t.child(n, Field::Left));
    }
    if (t[n].kind == Kind::CallExpression)
      orders.insert(orderOf(n));
    for (int c = t[n].firstChild; c >= 0; c = t[c].nextSibling)
      self(self, c);
  };
  auto statement = [&](auto &&self, int s) -> void {
    if (s < 0)
      return;
    std::string_view type = t[s].type;
    if (type == "labeled_statement") {
      for (int c = t.firstNamed(s); c >= 0; c = t.nextNamed(c))
        if (t[c].type != std::string_view("statement_identifier"))
          self(self, c);
    } else if (t[s].kind == Kind::CompoundStatement) {
      for (int c = t.firstNamed(s); c >= 0; c = t.nextNamed(c))
        self(self, c);
    } else if (type == "if_statement" || type == "switch_statement") {
      unconditional(unconditional, conditionOf(s));
    } else if (t[s].kind == Kind::ExpressionStatement || t[s].kind == Kind::ReturnStatement ||
               type == "declaration") {
      unconditional(unconditional, s);
    }
  };
  statement(statement, body);
  for (facts::CallSite &call : facts.calls)
    call.straightLine = call.loop < 0 && orders.count(call.order) > 0;
}

} // namespace faultline::fastmode::walker
