// Fast mode's OnceShapes::recheckedStateTest (analyzer/extract/RecheckedStates.cpp says why the
// branch runs until the state is set): `if (s->state != READY) { init(s); if (s->state !=
// READY) return ERR; }`, the state a persistent variable or field (Walker::markPersists) compared
// by its text without spaces, the re-test a top-level `if` of the branch without an `else` whose
// body returns, and no write of the state after it in the branch.
#include "facts/builder/SingleSpaced.h"
#include "fastmode/FlowSyntax.h"
#include "fastmode/WalkerImpl.h"

#include <optional>
#include <string_view>

namespace faultline::fastmode::walker {

namespace {

struct StateTest {
  int state = -1;
  int64_t value = 0;
};

} // namespace

std::string Walker::recheckedStateTest(int cond, int branch) const {
  // `state != K` (either side), K an integer constant (a macro or enumerator included).
  auto notEqualToConstant = [&](int e) -> std::optional<StateTest> {
    e = e >= 0 ? stripParensAndCasts(ref(e)).node : -1;
    int op = e >= 0 && t[e].kind == Kind::BinaryExpression ? t.child(e, Field::Operator) : -1;
    if (op < 0 || t.text(op) != "!=")
      return std::nullopt;
    int left = t.child(e, Field::Left), right = t.child(e, Field::Right);
    for (auto [side, other] : {std::pair{left, right}, std::pair{right, left}}) {
      int s = side >= 0 ? stripParensAndCasts(ref(side)).node : -1;
      if (s < 0 || (t[s].kind != Kind::Identifier && t[s].kind != Kind::FieldExpression))
        continue;
      if (auto k = integerConstant(other))
        return StateTest{s, *k};
    }
    return std::nullopt;
  };
  auto test = notEqualToConstant(cond);
  if (!test || branch < 0 || t[branch].kind != Kind::CompoundStatement || !markPersists(test->state))
    return "";
  std::string stateText = builder::withoutSpaces(t.text(test->state));
  auto isState = [&](int e) {
    e = e >= 0 ? stripParensAndCasts(ref(e)).node : -1;
    return e >= 0 && builder::withoutSpaces(t.text(e)) == stateText;
  };
  int recheck = -1;
  for (int s = t.firstNamed(branch); s >= 0 && recheck < 0; s = t.nextNamed(s)) {
    if (t[s].type != std::string_view("if_statement") || t.child(s, Field::Alternative) >= 0)
      continue;
    auto again = notEqualToConstant(conditionOf(s));
    if (again && again->value == test->value && isState(again->state) &&
        flow::endsInReturn(t, t.child(s, Field::Consequence)))
      recheck = s;
  }
  if (recheck < 0)
    return "";
  // Nothing after the re-test writes the state again.
  for (int i = t.subtreeEnd(recheck), end = t.subtreeEnd(branch); i < end; ++i) {
    if (t[i].kind == Kind::AssignmentExpression && isState(t.child(i, Field::Left)))
      return "";
    if (t[i].kind == Kind::UpdateExpression && isState(t.child(i, Field::Argument)))
      return "";
    if (t[i].kind == Kind::PointerExpression) {
      int op = t.child(i, Field::Operator);
      if (op >= 0 && t.text(op) == "&" && isState(t.child(i, Field::Argument)))
        return "";
    }
  }
  std::string name(t[test->state].kind == Kind::FieldExpression
                       ? t.text(t.child(test->state, Field::FieldName))
                       : t.text(test->state));
  return "guarded by the state '" + name + "', which the branch tests again and returns unless it is " +
         std::to_string(test->value) + ": runs until it is";
}

} // namespace faultline::fastmode::walker
