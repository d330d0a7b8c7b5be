// StructuredFlow::attemptsLoop (FastControlFlow.h): a loop that counts tries, not items, read off
// the syntax (extract::ControlFlow::attemptsLoop, AttemptLoops.cpp, says why it does not repeat):
// a counter stepped by one in the loop's header or test and read nowhere in its body, a `return`
// of a success value inside, and a failure `return` (or a throw) right after the loop.
#include "fastmode/FastControlFlow.h"

#include "fastmode/FailureValues.h"
#include "fastmode/FastSizes.h"
#include "fastmode/FlowSyntax.h"

namespace faultline::fastmode {

using flow::typeOf;

namespace {

// The variable a step changes by one: `i++`, `--i`, `i += 1`, `i -= 1`; "" otherwise.
std::string_view steppedVariable(const SyntaxTree &t, int e) {
  e = unparenthesized(t, e);
  if (e < 0)
    return "";
  if (t[e].kind == Kind::UpdateExpression) {
    int arg = t.child(e, Field::Argument);
    return arg >= 0 && t[arg].kind == Kind::Identifier ? t.text(arg) : "";
  }
  if (t[e].kind == Kind::AssignmentExpression) {
    int op = t.child(e, Field::Operator), left = t.child(e, Field::Left), right = t.child(e, Field::Right);
    if (op >= 0 && (t.text(op) == "+=" || t.text(op) == "-=") && left >= 0 &&
        t[left].kind == Kind::Identifier && right >= 0 && t.text(right) == "1")
      return t.text(left);
  }
  return "";
}

bool isComparison(std::string_view op) {
  return op == "<" || op == "<=" || op == ">" || op == ">=" || op == "==" || op == "!=";
}

// The counter of a loop statement, as extract's counterOf: `i < N` with the step in the `for`
// header, or a test that steps it itself (`while (tries-- > 0)`, `do ... while (++i < N)`).
std::string_view counterOf(const SyntaxTree &t, int loop) {
  int cond = flow::conditionValue(t, t.child(loop, Field::Condition));
  int update = t[loop].kind == Kind::ForStatement ? t.child(loop, Field::Update) : -1;
  if (cond < 0)
    return "";
  int stepped = cond;
  if (t[cond].kind == Kind::BinaryExpression) {
    int op = t.child(cond, Field::Operator);
    if (op < 0 || !isComparison(t.text(op)))
      return "";
    if (update >= 0) {
      std::string_view v = steppedVariable(t, update);
      int left = unparenthesized(t, t.child(cond, Field::Left));
      int right = unparenthesized(t, t.child(cond, Field::Right));
      auto names = [&](int side) { return side >= 0 && t[side].kind == Kind::Identifier && t.text(side) == v; };
      return !v.empty() && (names(left) || names(right)) ? v : "";
    }
    stepped = t.child(cond, Field::Left);
  }
  if (update >= 0)
    return "";
  return steppedVariable(t, stepped);
}

// Whether `name` is declared in function `function` (a parameter or a local of its body).
bool declaredLocally(const SyntaxTree &t, int function, std::string_view name) {
  for (int n = function + 1; n < t.subtreeEnd(function); ++n) {
    if (t[n].kind != Kind::Identifier || t.text(n) != name || t[n].parent < 0)
      continue;
    Kind parent = t[t[n].parent].kind;
    if ((parent == Kind::InitDeclarator || parent == Kind::Declaration || parent == Kind::ParameterDeclaration) &&
        t[n].field == Field::Declarator)
      return true;
  }
  return false;
}

} // namespace

bool StructuredFlow::attemptsLoop(int loop) const {
  if (loop < 0 || body < 0)
    return false;
  // Asked once per event of the loop: answered once per loop.
  if (auto known = memoAttempts.find(loop); known != memoAttempts.end())
    return known->second;
  return memoAttempts[loop] = readAttemptsLoop(loop);
}

bool StructuredFlow::readAttemptsLoop(int loop) const {
  Kind kind = t[loop].kind;
  if (kind != Kind::ForStatement && kind != Kind::WhileStatement && kind != Kind::DoStatement)
    return false;
  std::string_view counter = counterOf(t, loop);
  if (counter.empty() || !declaredLocally(t, t[body].parent, counter))
    return false;
  // Running out of tries fails: the statement after the loop is a failure return or a throw.
  if (t[loop].parent < 0 || t[t[loop].parent].kind != Kind::CompoundStatement)
    return false;
  int after = t.nextNamed(loop);
  while (after >= 0 && typeOf(t, after) == "comment")
    after = t.nextNamed(after);
  if (after < 0)
    return false;
  bool fails = typeOf(t, after) == "throw_statement" ||
               (t[after].kind == Kind::ReturnStatement && isFailureValue(t, returnValue(t, after), resultReading()));
  if (!fails)
    return false;
  int loopBody = t.child(loop, Field::Body);
  if (loopBody < 0)
    return false;
  bool returnsSuccess = false;
  for (int n = loopBody; n < t.subtreeEnd(loopBody); ++n) {
    if (t[n].kind == Kind::LambdaExpression) {
      n = t.subtreeEnd(n) - 1;
      continue;
    }
    if (t[n].kind == Kind::Identifier && t.text(n) == counter)
      return false; // the body reads the counter: a loop over items
    if (t[n].kind == Kind::ReturnStatement) {
      int value = returnValue(t, n);
      if (value >= 0 && !isFailureValue(t, value, resultReading()))
        returnsSuccess = true;
    }
  }
  return returnsSuccess;
}

} // namespace faultline::fastmode
