// StructuredFlow::consistencyRetryLoop (FastControlFlow.h): a `do ... while (cur != next)` that
// reads one value before and after its work, read off the syntax
// (extract::ControlFlow::consistencyRetryLoop, ConsistencyRetries.cpp, says why it does not
// repeat): each side of the test is assigned once in the body, by a statement of its own, from
// the same expression (compared by its text without spaces), or one side is so assigned and the
// other is that expression read again; the expression a variable, a field or a call of plain
// arguments, not a clock or a random number.
#include "fastmode/FastControlFlow.h"

#include "facts/builder/SingleSpaced.h"
#include "fastmode/FastSizes.h"
#include "fastmode/FlowSyntax.h"

#include <algorithm>
#include <array>

namespace faultline::fastmode {

namespace {

bool isPlainRead(const SyntaxTree &t, int e, unsigned depth = 0) {
  e = unparenthesized(t, e);
  if (e < 0 || depth > 3)
    return false;
  switch (t[e].kind) {
  case Kind::Identifier:
  case Kind::NumberLiteral:
    return true;
  case Kind::FieldExpression:
    return isPlainRead(t, t.child(e, Field::Argument), depth + 1);
  case Kind::PointerExpression:
    return isPlainRead(t, t.child(e, Field::Argument), depth + 1);
  case Kind::CallExpression: {
    int function = unparenthesized(t, t.child(e, Field::Function));
    if (function < 0)
      return false;
    if (t[function].kind == Kind::Identifier) {
      static constexpr std::array<std::string_view, 11> varying = {
          "time", "clock", "gettimeofday", "clock_gettime", "rand", "random", "rand_r", "drand48",
          "lrand48", "mrand48", "now"};
      if (std::find(varying.begin(), varying.end(), t.text(function)) != varying.end())
        return false;
    } else if (t[function].kind == Kind::FieldExpression) {
      int field = t.child(function, Field::FieldName);
      if (field < 0 || t.text(field) == "now" || !isPlainRead(t, t.child(function, Field::Argument), depth + 1))
        return false;
    } else {
      return false;
    }
    int args = t.child(e, Field::Arguments);
    for (int a = args >= 0 ? t.firstNamed(args) : -1; a >= 0; a = t.nextNamed(a))
      if (!isPlainRead(t, a, depth + 1))
        return false;
    return true;
  }
  default:
    return t.text(e) == "this";
  }
}

// The value identifier `name` gets from the one plain `name = value;` statement of `body`, with
// that statement's position; -1 when `body` writes it otherwise or more than once.
int readInto(const SyntaxTree &t, int body, int name, int &position) {
  if (name < 0 || t[name].kind != Kind::Identifier)
    return -1;
  std::string_view v = t.text(name);
  auto names = [&](int e) {
    e = unparenthesized(t, e);
    return e >= 0 && t[e].kind == Kind::Identifier && t.text(e) == v;
  };
  int assignment = -1;
  for (int i = body, end = t.subtreeEnd(body); i < end; ++i) {
    bool writes = (t[i].kind == Kind::AssignmentExpression && names(t.child(i, Field::Left))) ||
                  (t[i].kind == Kind::UpdateExpression && names(t.child(i, Field::Argument)));
    if (t[i].kind == Kind::PointerExpression) {
      int op = t.child(i, Field::Operator);
      writes = op >= 0 && t.text(op) == "&" && names(t.child(i, Field::Argument));
    }
    if (!writes)
      continue;
    int op = t.child(i, Field::Operator);
    if (assignment >= 0 || t[i].kind != Kind::AssignmentExpression || op < 0 || t.text(op) != "=")
      return -1;
    assignment = i;
  }
  int statement = assignment >= 0 ? t[assignment].parent : -1;
  if (statement < 0 || t[statement].kind != Kind::ExpressionStatement || t[statement].parent != body)
    return -1;
  position = 0;
  for (int s = t.firstNamed(body); s >= 0 && s != statement; s = t.nextNamed(s))
    ++position;
  return t.child(assignment, Field::Right);
}

} // namespace

bool StructuredFlow::consistencyRetryLoop(int loop) const {
  if (loop < 0 || t[loop].kind != Kind::DoStatement)
    return false;
  int body = t.child(loop, Field::Body);
  int test = flow::conditionValue(t, t.child(loop, Field::Condition));
  test = unparenthesized(t, test);
  int op = test >= 0 && t[test].kind == Kind::BinaryExpression ? t.child(test, Field::Operator) : -1;
  if (body < 0 || t[body].kind != Kind::CompoundStatement || op < 0 || t.text(op) != "!=")
    return false;
  int left = unparenthesized(t, t.child(test, Field::Left));
  int right = unparenthesized(t, t.child(test, Field::Right));
  int first = -1, second = -1;
  int before = readInto(t, body, left, first), after = readInto(t, body, right, second);
  auto same = [&](int a, int b) {
    return a >= 0 && b >= 0 && builder::withoutSpaces(t.text(unparenthesized(t, a))) ==
                                   builder::withoutSpaces(t.text(unparenthesized(t, b)));
  };
  if (before >= 0 && after >= 0)
    return first != second && isPlainRead(t, before) && same(before, after);
  return (before >= 0 && isPlainRead(t, before) && same(before, right)) ||
         (after >= 0 && isPlainRead(t, after) && same(after, left));
}

} // namespace faultline::fastmode
