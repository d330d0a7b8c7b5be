// Fast mode's OnceShapes::highWaterMarkTest (analyzer/extract/HighWaterMarks.cpp says why it runs
// rarely): `if (mark < value) { ...; mark = value; }` (or `value > mark`) with the branch storing
// the tested value into the mark at its own top level and writing the mark nowhere else; the
// mark a variable of static storage, or a field reached through a pointer, a parameter or such a
// variable (`info->cpu_count_hwm`), compared by its text without spaces; and nothing else in the
// file writes a field or variable of the mark's name (a reset to 0 elsewhere is the join's
// capacity-field pairing: pos_member_reset_per_call.cpp).
#include "facts/builder/SingleSpaced.h"
#include "fastmode/WalkerImpl.h"

namespace faultline::fastmode::walker {

// Whether the mark outlives a pass of the loop around it (a local may be declared in the loop:
// pos_local_grow_per_iteration.cpp).
bool Walker::markPersists(int mark) const {
  while (mark >= 0 && t[mark].kind == Kind::FieldExpression) {
    int op = t.child(mark, Field::Operator);
    if (op >= 0 && t.text(op) == "->")
      return true;
    mark = stripParensAndCasts(ref(t.child(mark, Field::Argument))).node;
  }
  if (mark < 0)
    return false;
  if (t.text(mark) == "this")
    return true;
  if (t[mark].kind != Kind::Identifier)
    return false;
  const Variable *v = variableNamed(t.text(mark));
  return (v && v->parameter >= 0) || storageOf(t.text(mark)) == Storage::Global;
}

// Whether the file writes a variable or field called `name` anywhere but at `raise` (assignments,
// increments, its address taken).
bool Walker::writtenElsewhere(std::string_view name, int raise) const {
  auto names = [&](int e) {
    e = e >= 0 ? stripParensAndCasts(ref(e)).node : -1;
    if (e >= 0 && t[e].kind == Kind::FieldExpression)
      e = t.child(e, Field::FieldName);
    return e >= 0 && t.text(e) == name;
  };
  for (int i = 0; i < static_cast<int>(t.nodes.size()); ++i) {
    if (i == raise)
      continue;
    if (t[i].kind == Kind::AssignmentExpression && names(t.child(i, Field::Left)))
      return true;
    if (t[i].kind == Kind::UpdateExpression && names(t.child(i, Field::Argument)))
      return true;
    if (t[i].kind == Kind::PointerExpression) {
      int op = t.child(i, Field::Operator);
      if (op >= 0 && t.text(op) == "&" && names(t.child(i, Field::Argument)))
        return true;
    }
  }
  return false;
}

std::string Walker::highWaterMarkTest(int cond, int branch) const {
  cond = cond >= 0 ? stripParensAndCasts(ref(cond)).node : -1;
  int op = cond >= 0 && t[cond].kind == Kind::BinaryExpression ? t.child(cond, Field::Operator) : -1;
  if (op < 0 || branch < 0 || (t.text(op) != "<" && t.text(op) != ">"))
    return "";
  int left = stripParensAndCasts(ref(t.child(cond, Field::Left))).node;
  int right = stripParensAndCasts(ref(t.child(cond, Field::Right))).node;
  int mark = t.text(op) == "<" ? left : right, value = t.text(op) == "<" ? right : left;
  if (mark < 0 || value < 0 || (t[mark].kind != Kind::Identifier && t[mark].kind != Kind::FieldExpression) ||
      !markPersists(mark))
    return "";
  std::string markText = builder::withoutSpaces(t.text(mark));
  auto isMark = [&](int e) {
    e = e >= 0 ? stripParensAndCasts(ref(e)).node : -1;
    return e >= 0 && builder::withoutSpaces(t.text(e)) == markText;
  };
  int raised = -1; // the one `mark = value` statement
  for (int i = branch, end = t.subtreeEnd(branch); i < end; ++i) {
    if (t[i].kind == Kind::LambdaExpression) {
      i = t.subtreeEnd(i) - 1;
      continue;
    }
    if (t[i].kind == Kind::UpdateExpression && isMark(t.child(i, Field::Argument)))
      return "";
    if (t[i].kind != Kind::AssignmentExpression || !isMark(t.child(i, Field::Left)))
      continue;
    int aop = t.child(i, Field::Operator);
    int stored = stripParensAndCasts(ref(t.child(i, Field::Right))).node;
    if (raised >= 0 || aop < 0 || t.text(aop) != "=" || stored < 0 ||
        builder::withoutSpaces(t.text(stored)) != builder::withoutSpaces(t.text(value)))
      return "";
    raised = i;
  }
  // At the branch's own top level: an expression statement of the branch's block.
  int statement = raised >= 0 ? t[raised].parent : -1;
  if (statement < 0 || t[statement].kind != Kind::ExpressionStatement ||
      (statement != branch && t[statement].parent != branch))
    return "";
  std::string name(t[mark].kind == Kind::FieldExpression ? t.text(t.child(mark, Field::FieldName)) : t.text(mark));
  if (writtenElsewhere(name, raised))
    return "";
  return "guarded by the high-water mark '" + name +
         "', which the branch raises to the value it tests: runs only when that value grows";
}

} // namespace faultline::fastmode::walker
