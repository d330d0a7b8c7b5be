// Walker::recoveryBeforeRetry, fast mode's reading of analyzer/extract/RecoveryRetries.cpp: a
// branch taken only when a call failed, which repairs what made it fail and calls it again
// (`wd = inotify_add_watch(...); if (wd < 0 && errno == ENOSPC) { raise_watch_limit(0); wd =
// inotify_add_watch(...); }`, minidlna, held-out set 21): the repair runs when the obstacle is
// met, not once per call.
#include "fastmode/TypeNames.h"
#include "fastmode/WalkerImpl.h"

#include <string>
#include <vector>

namespace faultline::fastmode::walker {

namespace {

// The name a call stored into a variable calls (`f` of `v = f(...)`, through casts), or "".
std::string calleeOf(const SyntaxTree &t, int value) {
  int call = value >= 0 ? stripParensAndCasts({&t, value}).node : -1;
  if (call < 0 || t[call].kind != Kind::CallExpression)
    return "";
  int function = t.child(call, Field::Function);
  return function >= 0 ? std::string(calleeBaseName(t, function)) : "";
}

} // namespace

// The identifier a condition tests for a failed call's result: `v < 0`, `v == -1`, `!v`,
// `v == NULL`; -1 otherwise.
int Walker::failedResult(int cond) const {
  if (int zero = testedForZero(cond); zero >= 0) {
    // `!v`, `v == NULL`: a failure only for a pointer (`!c` of a character read is its end).
    if (t[zero].kind != Kind::Identifier)
      return -1;
    Binding b = lookup(t.text(zero));
    return b.variable && b.variable->pointer ? zero : -1;
  }
  if (t[cond].kind != Kind::BinaryExpression)
    return -1;
  int op = t.child(cond, Field::Operator);
  int left = stripParensAndCasts(ref(t.child(cond, Field::Left))).node;
  if (op < 0 || left < 0 || t[left].kind != Kind::Identifier)
    return -1;
  std::optional<int64_t> k = integerConstant(t.child(cond, Field::Right));
  if (k && ((t.text(op) == "<" && *k == 0) || (t.text(op) == "==" && *k == -1)))
    return left;
  return -1;
}

std::string Walker::recoveryBeforeRetry(int guard, int branch) const {
  int then = t.child(guard, Field::Consequence);
  if (then < 0 || branch != then)
    return "";
  std::vector<int> conjuncts;
  collectConjuncts(conditionOf(guard), conjuncts);
  int body = t.child(fn.node, Field::Body);
  for (int c : conjuncts) {
    int v = failedResult(c);
    if (v < 0)
      continue;
    std::string_view name = t.text(v);
    // `v = f(...)` in the branch: the retry.
    std::string retried;
    for (int i = then, end = t.subtreeEnd(then); i < end && retried.empty(); ++i)
      if (t[i].kind == Kind::AssignmentExpression) {
        int left = stripParensAndCasts(ref(t.child(i, Field::Left))).node;
        int op = t.child(i, Field::Operator);
        if (left >= 0 && t.text(left) == name && op >= 0 && t.text(op) == "=")
          retried = calleeOf(t, t.child(i, Field::Right));
      }
    if (retried.empty() || body < 0)
      continue;
    // The same call stored into v (or v's initialiser) before the `if`: the first attempt.
    bool attempted = false;
    for (int i = body; i < guard && !attempted; ++i) {
      if (t[i].kind == Kind::AssignmentExpression) {
        int left = stripParensAndCasts(ref(t.child(i, Field::Left))).node;
        attempted = left >= 0 && t.text(left) == name && calleeOf(t, t.child(i, Field::Right)) == retried;
      } else if (t[i].kind == Kind::InitDeclarator) {
        int d = declaratorName(t, t.child(i, Field::Declarator));
        attempted = d >= 0 && t.text(d) == name && calleeOf(t, t.child(i, Field::Value)) == retried;
      }
    }
    if (attempted)
      return "in a recovery branch: runs only when '" + retried + "' failed, before calling it again";
  }
  return "";
}

} // namespace faultline::fastmode::walker
