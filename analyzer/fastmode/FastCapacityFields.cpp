// Capacity-cached fields from the syntax tree (facts::CapacityField), as
// analyzer/extract/CapacityFields.cpp reads them from Clang's AST:
//
//   if (ctx->cap < need) { ...; ctx->tmp = calloc(1, need); ...; ctx->cap = need; }   // a guard
//   ctx->cap = 0;   // a statement of another function's body itself: a reset
//
// Without types, a field is keyed by its name alone ("cap"); the join
// (rules/program/CapacityResets.h) pairs a guard with a reset of the same key in a function that
// a common caller also calls, within fast mode's facts.
#include "fastmode/WalkerImpl.h"

namespace faultline::fastmode::walker {

namespace {

// "cap" of `ctx->cap` / `ctx.cap` (parentheses and casts stripped), or "".
std::string fieldName(const SyntaxTree &t, int e) {
  e = e >= 0 ? stripParensAndCasts({&t, e}).node : -1;
  if (e < 0 || t[e].kind != Kind::FieldExpression)
    return "";
  int field = t.child(e, Field::FieldName);
  return field >= 0 ? std::string(t.text(field)) : "";
}

// `x->field = ...` somewhere inside `s` (a plain assignment).
bool assignsField(const SyntaxTree &t, int s, const std::string &field) {
  for (int i = s, end = t.subtreeEnd(s); i < end; ++i) {
    if (t[i].kind != Kind::AssignmentExpression)
      continue;
    int op = t.child(i, Field::Operator);
    if (op >= 0 && t[op].type == std::string_view("=") && fieldName(t, t.child(i, Field::Left)) == field)
      return true;
  }
  return false;
}

bool isLoop(const SyntaxTree &t, int n) {
  return t[n].kind == Kind::ForStatement || t[n].kind == Kind::WhileStatement ||
         t[n].kind == Kind::DoStatement || t[n].kind == Kind::ForRangeLoop;
}

} // namespace

bool Walker::grownOnlyInLoop(int at, int local) const {
  if (local < 0)
    return false;
  // The nearest `if` whose then-branch holds `at`; no loop in between.
  int guard = -1;
  for (int child = at, n = t[at].parent; n >= 0 && n != fn.node; child = n, n = t[n].parent) {
    if (isLoop(t, n))
      return false;
    if (t[n].type == std::string_view("if_statement")) {
      if (t.child(n, Field::Consequence) != child)
        return false; // the else branch, or the condition
      guard = n;
      break;
    }
  }
  int cond = guard >= 0 ? conditionOf(guard) : -1;
  if (cond < 0 || t[cond].kind != Kind::BinaryExpression)
    return false;
  int op = t.child(cond, Field::Operator);
  std::string_view o = op >= 0 ? t[op].type : "";
  if (o != "<" && o != "<=" && o != ">" && o != ">=")
    return false;
  // The capacity is the side the comparison finds too small: `cap < need`, `need > cap`.
  bool leftSmall = o == "<" || o == "<=";
  int capacitySide = stripParensAndCasts(ref(t.child(cond, leftSmall ? Field::Left : Field::Right))).node;
  int capacity = capacitySide >= 0 && t[capacitySide].kind == Kind::Identifier ? localOf(capacitySide) : -1;
  if (capacity < 0 || capacity == local)
    return false;
  // The then-branch assigns the capacity.
  int then = t.child(guard, Field::Consequence);
  bool assigned = false;
  for (int i = then, end = t.subtreeEnd(then); i < end && !assigned; ++i) {
    if (t[i].kind != Kind::AssignmentExpression)
      continue;
    int left = stripParensAndCasts(ref(t.child(i, Field::Left))).node;
    assigned = left >= 0 && t[left].kind == Kind::Identifier && localOf(left) == capacity;
  }
  if (!assigned)
    return false;
  int loop = -1;
  for (int n = t[guard].parent; n >= 0 && n != fn.node && loop < 0; n = t[n].parent)
    if (isLoop(t, n))
      loop = n;
  if (loop < 0)
    return false;
  auto before = [&](int l) {
    int name = locals[static_cast<size_t>(l)].var.nameNode;
    return name >= 0 && t[name].startByte < t[loop].startByte;
  };
  return before(capacity) && before(local);
}

void Walker::collectCapacityFields(int body) {
  // Guards: an `if` comparing a field that its then-branch assigns.
  for (int i = body + 1, end = t.subtreeEnd(body); i < end; ++i) {
    if (t[i].type != std::string_view("if_statement"))
      continue;
    int then = t.child(i, Field::Consequence);
    int cond = conditionOf(i);
    if (then < 0 || cond < 0 || t[cond].kind != Kind::BinaryExpression)
      continue;
    int op = t.child(cond, Field::Operator);
    std::string_view o = op >= 0 ? t[op].type : "";
    if (o != "<" && o != "<=" && o != ">" && o != ">=")
      continue;
    // The capacity is the side the comparison finds too small: `cap < need`, `need > cap`.
    bool leftSmall = o == "<" || o == "<=";
    std::string field = fieldName(t, t.child(cond, leftSmall ? Field::Left : Field::Right));
    if (field.empty() || !assignsField(t, then, field))
      continue;
    facts::CapacityField guard;
    guard.field = field;
    guard.range = rangeOf(cond);
    guard.beginOrder = orderOf(then);
    guard.endOrder = endOrderOf(then);
    facts.capacityFields.push_back(std::move(guard));
  }
  // Resets: `x->field = 0;` as a statement of the body itself, run on every call that gets there.
  for (int s = t[body].firstChild; s >= 0; s = t[s].nextSibling) {
    if (t[s].kind != Kind::ExpressionStatement)
      continue;
    int e = t.firstNamed(s);
    if (e < 0 || t[e].kind != Kind::AssignmentExpression)
      continue;
    int op = t.child(e, Field::Operator);
    std::string field = fieldName(t, t.child(e, Field::Left));
    int right = t.child(e, Field::Right);
    if (op < 0 || t[op].type != std::string_view("=") || field.empty() || right < 0)
      continue;
    auto value = sizes.value(ref(right));
    if (!value || *value != 0)
      continue;
    facts::CapacityField reset;
    reset.field = field;
    reset.reset = true;
    reset.range = rangeOf(e);
    facts.capacityFields.push_back(std::move(reset));
  }
}

} // namespace faultline::fastmode::walker
