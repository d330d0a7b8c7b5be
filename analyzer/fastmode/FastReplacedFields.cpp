// A field's block released only where it is replaced (the two-branch grow-only cache, AST side:
// analyzer/extract/ReplacedFields.cpp): `free(t->data)` on the else-branch that stores a larger
// block in t->data cannot release the block the then-branch stored. Without a CFG, read off the
// syntax tree: the allocation and the release sit in different arms of one `if` (an `else if`
// chain included), and no loop around that `if` and no `goto` in the function can run both.
#include "fastmode/WalkerImpl.h"

#include <algorithm>
#include <set>

namespace faultline::fastmode::walker {

namespace {

bool isLoop(Kind k) {
  return k == Kind::ForStatement || k == Kind::ForRangeLoop || k == Kind::WhileStatement ||
         k == Kind::DoStatement;
}

bool hasGoto(const SyntaxTree &t, int node) {
  if (std::string_view(t[node].type) == "goto_statement")
    return true;
  for (int c = t[node].firstChild; c >= 0; c = t[c].nextSibling)
    if (hasGoto(t, c))
      return true;
  return false;
}

} // namespace

bool Walker::exclusiveArms(int a, int b) const {
  std::set<int> above;
  for (int n = a; n >= 0 && n != fn.node; n = t[n].parent)
    above.insert(n);
  int common = b;
  while (common >= 0 && common != fn.node && !above.count(common))
    common = t[common].parent;
  if (common < 0 || common == fn.node || std::string_view(t[common].type) != "if_statement")
    return false;
  // The arm of `common` each side is in: its child on the way up.
  auto armOf = [&](int n) {
    int c = n;
    while (c >= 0 && t[c].parent != common)
      c = t[c].parent;
    return c;
  };
  int armA = armOf(a), armB = armOf(b);
  auto isThen = [&](int c) { return c >= 0 && t[c].field == Field::Consequence; };
  auto isElse = [&](int c) { return c >= 0 && std::string_view(t[c].type) == "else_clause"; };
  if (!((isThen(armA) && isElse(armB)) || (isElse(armA) && isThen(armB))))
    return false;
  for (int n = t[common].parent; n >= 0 && n != fn.node; n = t[n].parent)
    if (isLoop(t[n].kind) || std::string_view(t[n].type) == "lambda_expression")
      return false;
  return true;
}

void Walker::dropUnreachableFieldReleases(facts::Block &block, const Owner &owner) {
  // Fields and elements only: a local's block has no earlier call's value to release.
  if (owner.kind != Owner::LValue || block.releases.empty())
    return;
  auto at = eventNodes.find(block.order);
  if (at == eventNodes.end() || hasGoto(t, fn.node))
    return;
  std::erase_if(block.releases, [&](const facts::Release &release) {
    if (release.kind != facts::ReleaseKind::Free && release.kind != facts::ReleaseKind::Delete)
      return false; // a scope end or reassignment always runs
    auto node = eventNodes.find(release.order);
    return node != eventNodes.end() && exclusiveArms(at->second, node->second);
  });
}

} // namespace faultline::fastmode::walker
