// Walker::counterThreshold (WalkerImpl.h): fast mode's reading of
// analyzer/extract/CounterThresholds.cpp. `if (++counter > MAX_COUNTER) { reseed(); }`, the
// counter incremented in the function and set back with `=` in the branch or in the body of a
// function of this file the branch calls: the branch runs once every MAX_COUNTER iterations
// (at least 1,000), not on each (dropbear's genrandom, issue 10, set 7). By name, as the rest
// of fast mode.
#include "fastmode/WalkerImpl.h"

#include <string>

namespace faultline::fastmode::walker {

namespace {

constexpr uint64_t kMinPeriod = 1000; // as extract/CounterThresholds.cpp

// `name` in `++name`, `name++`, or `name` itself; "" otherwise.
std::string_view counterName(const SyntaxTree &t, int e) {
  e = stripParensAndCasts(NodeRef{&t, e}).node;
  if (e >= 0 && t[e].kind == Kind::UpdateExpression) {
    int op = t.child(e, Field::Operator), arg = t.child(e, Field::Argument);
    if (op < 0 || t.text(op) != "++" || arg < 0)
      return {};
    e = stripParensAndCasts(NodeRef{&t, arg}).node;
  }
  return e >= 0 && t[e].kind == Kind::Identifier ? t.text(e) : std::string_view();
}

// Whether the subtree of `n` in `tree` assigns `name` with `=` (`counter = 0;`).
bool assignsIn(const SyntaxTree &tree, int n, std::string_view name) {
  for (int i = n, end = tree.subtreeEnd(n); i < end; ++i)
    if (tree[i].kind == Kind::AssignmentExpression) {
      int op = tree.child(i, Field::Operator), left = tree.child(i, Field::Left);
      if (op >= 0 && tree.text(op) == "=" && left >= 0 && tree.text(left) == name)
        return true;
    }
  return false;
}

} // namespace

std::string Walker::counterThreshold(int guard, int branch) const {
  if (branch != t.child(guard, Field::Consequence))
    return "";
  int cond = conditionOf(guard);
  if (cond < 0 || t[cond].kind != Kind::BinaryExpression)
    return "";
  int op = t.child(cond, Field::Operator), left = t.child(cond, Field::Left), right = t.child(cond, Field::Right);
  if (op < 0 || left < 0 || right < 0)
    return "";
  std::string_view o = t.text(op);
  int counterSide = -1, limitSide = -1;
  if (o == ">" || o == ">=" || o == "==")
    counterSide = left, limitSide = right;
  else if (o == "<" || o == "<=")
    counterSide = right, limitSide = left;
  else
    return "";
  if (o == "==" && counterName(t, counterSide).empty())
    std::swap(counterSide, limitSide);
  std::string name(counterName(t, counterSide));
  if (name.empty())
    return "";
  if (const Variable *var = variableNamed(name); var && var->parameter >= 0)
    return "";
  // The evaluator caches what it reads; asking it changes nothing this walk has decided.
  std::optional<uint64_t> limit = const_cast<Evaluator &>(sizes).value(ref(limitSide));
  if (!limit || *limit < kMinPeriod || *limit > static_cast<uint64_t>(INT64_MAX))
    return "";
  // Incremented in the function (`counter++`, `++counter`, `counter += k`).
  bool incremented = false;
  for (int n = fn.node, end = t.subtreeEnd(fn.node); n < end && !incremented; ++n) {
    if (t[n].kind == Kind::UpdateExpression) {
      int uop = t.child(n, Field::Operator), arg = t.child(n, Field::Argument);
      incremented = uop >= 0 && t.text(uop) == "++" && arg >= 0 && t.text(arg) == name;
    } else if (t[n].kind == Kind::AssignmentExpression) {
      int aop = t.child(n, Field::Operator), l = t.child(n, Field::Left);
      incremented = aop >= 0 && t.text(aop) == "+=" && l >= 0 && t.text(l) == name;
    }
  }
  if (!incremented)
    return "";
  // Reset in the branch, or in the body of a function of this file it calls.
  int then = t.child(guard, Field::Consequence);
  bool reset = assignsIn(t, then, name);
  for (int n = then, end = t.subtreeEnd(then); n < end && !reset; ++n) {
    if (t[n].kind != Kind::CallExpression)
      continue;
    int callee = t.child(n, Field::Function);
    if (callee < 0 || t[callee].kind != Kind::Identifier)
      continue;
    auto definition = cx.file.functions.find(std::string(t.text(callee)));
    if (definition != cx.file.functions.end() && cx.file.tree)
      reset = assignsIn(*cx.file.tree, definition->second, name);
  }
  if (!reset)
    return "";
  return "runs once every " + std::to_string(*limit) + " iterations: '" + name +
         "' counts up to it and is reset there";
}

} // namespace faultline::fastmode::walker
