// StructuredFlow::redrawLoop (FastControlFlow.h): a random source's call that its loop repeats only
// when the value drawn was rejected, read off the syntax (extract::ControlFlow::redrawLoop,
// RedrawLoops.cpp, says why it does not repeat): the call is in the loop's body, not its
// condition; its callee is named as a random source (builder::isRandomSourceName); it writes a
// variable (`v = rand()`, `fill(&v, n)` through casts); and every disjunct of the loop's
// condition rejects a few values of it: `!v`, `v == K`, a relational test, or a call handed `v`.
#include "fastmode/FastControlFlow.h"

#include "facts/builder/RandomFallbacks.h"
#include "fastmode/FastSizes.h"
#include "fastmode/FlowSyntax.h"

#include <vector>

namespace faultline::fastmode {

namespace {

// The names the call writes: the variable its result is assigned to or initialises, and `&v`.
std::vector<std::string_view> drawnNames(const SyntaxTree &t, int call) {
  std::vector<std::string_view> drawn;
  int user = call;
  while (t[user].parent >= 0 && (t[t[user].parent].kind == Kind::ParenthesizedExpression ||
                                 t[t[user].parent].kind == Kind::CastExpression))
    user = t[user].parent;
  if (int parent = t[user].parent; parent >= 0) {
    int target = -1;
    if (t[parent].kind == Kind::AssignmentExpression && t.child(parent, Field::Right) == user) {
      int op = t.child(parent, Field::Operator);
      if (op >= 0 && t.text(op) == "=")
        target = unparenthesized(t, t.child(parent, Field::Left));
    } else if (t[parent].kind == Kind::InitDeclarator && t.child(parent, Field::Value) == user) {
      target = t.child(parent, Field::Declarator);
    }
    if (target >= 0 && t[target].kind == Kind::Identifier)
      drawn.push_back(t.text(target));
  }
  int args = t.child(call, Field::Arguments);
  for (int a = args >= 0 ? t.firstNamed(args) : -1; a >= 0; a = t.nextNamed(a)) {
    int e = unparenthesized(t, a);
    int op = e >= 0 && t[e].kind == Kind::PointerExpression ? t.child(e, Field::Operator) : -1;
    if (op < 0 || t.text(op) != "&")
      continue;
    int v = unparenthesized(t, t.child(e, Field::Argument));
    if (v >= 0 && t[v].kind == Kind::Identifier)
      drawn.push_back(t.text(v));
  }
  return drawn;
}

bool mentions(const SyntaxTree &t, int e, std::string_view name) {
  for (int i = e, end = t.subtreeEnd(e); i < end; ++i)
    if (t[i].kind == Kind::Identifier && t.text(i) == name)
      return true;
  return false;
}

bool rejectsFewValues(const SyntaxTree &t, int e, std::string_view name) {
  e = unparenthesized(t, e);
  if (e < 0)
    return false;
  if (t[e].kind == Kind::BinaryExpression) {
    int op = t.child(e, Field::Operator);
    std::string_view o = op >= 0 ? t.text(op) : "";
    if (o == "||")
      return rejectsFewValues(t, t.child(e, Field::Left), name) && rejectsFewValues(t, t.child(e, Field::Right), name);
    return (o == "==" || o == "<" || o == "<=" || o == ">" || o == ">=") && mentions(t, e, name);
  }
  if (t[e].kind == Kind::UnaryExpression) {
    int op = t.child(e, Field::Operator);
    return op >= 0 && t.text(op) == "!" && mentions(t, t.child(e, Field::Argument), name);
  }
  return t[e].kind == Kind::CallExpression && mentions(t, e, name);
}

} // namespace

bool StructuredFlow::redrawLoop(int call, int loop) const {
  if (call < 0 || loop < 0 || t[call].kind != Kind::CallExpression)
    return false;
  Kind kind = t[loop].kind;
  if (kind != Kind::DoStatement && kind != Kind::WhileStatement && kind != Kind::ForStatement)
    return false;
  int function = unparenthesized(t, t.child(call, Field::Function));
  int body = t.child(loop, Field::Body);
  int test = flow::conditionValue(t, t.child(loop, Field::Condition));
  if (function < 0 || t[function].kind != Kind::Identifier || !builder::isRandomSourceName(t.text(function)) ||
      body < 0 || test < 0 || call < body || call >= t.subtreeEnd(body))
    return false;
  for (std::string_view name : drawnNames(t, call))
    if (rejectsFewValues(t, test, name))
      return true;
  return false;
}

} // namespace faultline::fastmode
