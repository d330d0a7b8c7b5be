// Fast mode's reading of extract/ConstantBranches.h: `if (0) { ...debug dump... }` — the branch
// a literal condition never takes is not read. The literal may be spelled through a macro of
// this file whose body is one (`#define DUMP_STATS 0`) or an enumerator; a variable, even one
// written once, or an expression is no constant here (a debug switch set at run time).
#include "fastmode/WalkerImpl.h"

namespace faultline::fastmode::walker {

std::optional<bool> Walker::constantCondition(int ifNode) {
  if (t[ifNode].type != std::string_view("if_statement"))
    return std::nullopt;
  int cond = conditionOf(ifNode);
  if (cond < 0)
    return std::nullopt;
  std::string_view text = t.text(cond);
  if (text == "true" || text == "false")
    return text == "true";
  if (t[cond].kind == Kind::Identifier) {
    Binding b = lookup(text);
    if (b.kind == Binding::Enumerator)
      return b.value != 0;
    if (b.kind != Binding::Macro || !b.init.valid() ||
        t[stripParensAndCasts(b.init).node].kind != Kind::NumberLiteral)
      return std::nullopt;
  } else if (t[cond].kind != Kind::NumberLiteral) {
    return std::nullopt;
  }
  std::optional<int64_t> value = sizes.value(ref(cond));
  if (!value)
    return std::nullopt;
  return *value != 0;
}

bool Walker::visitConstantIf(int ifNode) {
  std::optional<bool> taken = constantCondition(ifNode);
  if (!taken)
    return false;
  // A label or `case` in the skipped branch lets a jump enter it (`if (0) { fail: ... }`):
  // read it all, as extract/ConstantBranches.cpp does.
  int skipped = t.child(ifNode, *taken ? Field::Alternative : Field::Consequence);
  for (int i = skipped, end = skipped >= 0 ? t.subtreeEnd(skipped) : -1; i >= 0 && i < end; ++i) {
    std::string_view type = t[i].type;
    if (type == "labeled_statement" || type == "case_statement")
      return false;
  }
  visit(t.child(ifNode, Field::Condition));
  int branch = t.child(ifNode, *taken ? Field::Consequence : Field::Alternative);
  if (branch >= 0 && std::string_view(t[branch].type) == "else_clause")
    branch = t.firstNamed(branch);
  visit(branch);
  return true;
}

} // namespace faultline::fastmode::walker
