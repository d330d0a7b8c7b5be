// `if (hold && memo != -1) reuse; else open;` with the static memo filled after the `if`: the
// `else` side repeats only while the parameter `hold` is 0. Fast mode's reading of
// analyzer/extract/KeptMemos.cpp (which says why): the parameter not written in the function,
// the memo a static local or a file-scope variable tested for "set" (`memo`, `memo != 0`,
// `memo != NULL`, `memo != K`), and a store into it of anything but that sentinel after the `if`.
#include "fastmode/FastSizes.h"
#include "fastmode/WalkerImpl.h"

#include <string_view>

namespace faultline::fastmode::walker {

namespace {

bool isNullName(std::string_view s) { return s == "NULL" || s == "nullptr"; }

} // namespace

int Walker::keptMemoParameter(int guard) const {
  int cond = conditionOf(guard);
  int op = cond >= 0 ? t.child(cond, Field::Operator) : -1;
  if (cond < 0 || t[cond].kind != Kind::BinaryExpression || op < 0 || t.text(op) != "&&")
    return -1;
  int sides[2] = {stripParensAndCasts(ref(t.child(cond, Field::Left))).node,
                  stripParensAndCasts(ref(t.child(cond, Field::Right))).node};
  for (int side = 0; side < 2; ++side) {
    // The parameter, `hold` or `hold != 0`, never written here.
    int p = sides[side];
    if (p >= 0 && t[p].kind == Kind::BinaryExpression) {
      int o = t.child(p, Field::Operator);
      p = o >= 0 && t.text(o) == "!=" && isZeroConstant(t.child(p, Field::Right))
              ? stripParensAndCasts(ref(t.child(p, Field::Left))).node
              : -1;
    }
    if (p < 0 || t[p].kind != Kind::Identifier)
      continue;
    Binding parameter = lookup(t.text(p));
    if (parameter.kind != Binding::Parameter || parameter.parameter < 0 || !parameter.integer ||
        writeCount.count(t.text(p)))
      continue;
    // The memo's test for "set", and the sentinel it is compared with.
    int m = sides[1 - side];
    std::optional<int64_t> sentinel = 0;
    if (m >= 0 && t[m].kind == Kind::BinaryExpression) {
      int o = t.child(m, Field::Operator);
      int left = stripParensAndCasts(ref(t.child(m, Field::Left))).node;
      int right = t.child(m, Field::Right);
      if (o < 0 || t.text(o) != "!=" || left < 0)
        continue;
      NodeRef r = stripParensAndCasts(ref(right));
      sentinel = r.valid() && t[r.node].kind == Kind::Identifier && isNullName(t.text(r.node))
                     ? std::optional<int64_t>(0)
                     : integerConstant(right);
      m = left;
    }
    if (!sentinel || m < 0 || t[m].kind != Kind::Identifier)
      continue;
    std::string_view memo = t.text(m);
    int local = localOf(m);
    bool persists = local >= 0 ? locals[static_cast<size_t>(local)].var.isStatic
                               : lookup(memo).kind == Binding::Variable;
    if (!persists)
      continue;
    // A store into the memo after the `if`, of anything but the sentinel.
    int body = t.child(fn.node, Field::Body);
    for (int n = body, end = body >= 0 ? t.subtreeEnd(body) : -1; n >= 0 && n < end; ++n) {
      if (t[n].kind != Kind::AssignmentExpression || t[n].startByte < t[guard].endByte)
        continue;
      int o = t.child(n, Field::Operator);
      int left = stripParensAndCasts(ref(t.child(n, Field::Left))).node;
      if (o < 0 || t.text(o) != "=" || left < 0 || t[left].kind != Kind::Identifier || t.text(left) != memo)
        continue;
      NodeRef value = stripParensAndCasts(ref(t.child(n, Field::Right)));
      bool isNull = value.valid() && t[value.node].kind == Kind::Identifier && isNullName(t.text(value.node));
      std::optional<int64_t> k = isNull ? std::optional<int64_t>(0) : integerConstant(t.child(n, Field::Right));
      if (!k || *k != *sentinel)
        return parameter.parameter;
    }
  }
  return -1;
}

} // namespace faultline::fastmode::walker
