// Fast mode's counterpart of analyzer/extract/WalkerFailureReturns.cpp (issue 10), read off the
// structure instead of the CFG: a local block whose every release is followed, in its own braces,
// by plain statements and a failure `return` (`free(buf); close(fd); return -1;`) while the
// function has a success `return` after the allocation gets facts::Block::releasedOnFailureOnly;
// the join drops it when a later call hands it to a parameter the callee stores, which
// markStoredParameters records by the same reading as the Clang side. Fields rooted in a
// parameter are not handled here: fast mode already treats such a block as kept in the object.
#include "fastmode/WalkerImpl.h"

#include <functional>
#include <set>

namespace faultline::fastmode::walker {

namespace {

// `-1`, `-EINVAL`, `NULL`, `nullptr`: the conventional failure results (0 and anything
// computed count as success, as on the Clang side).
bool isFailureValue(const SyntaxTree &t, int value) {
  value = stripParensAndCasts(NodeRef{&t, value}).node;
  if (value < 0)
    return false;
  if (t[value].kind == Kind::Null || t.text(value) == "NULL" || t.text(value) == "nullptr")
    return true;
  if (t[value].kind == Kind::NumberLiteral) // tree-sitter reads `-1` as one literal
    return t.text(value).starts_with("-") && t.text(value).find_first_not_of("-0") != std::string_view::npos;
  if (t[value].kind != Kind::UnaryExpression)
    return false;
  int op = t.child(value, Field::Operator), arg = t.child(value, Field::Argument);
  if (op < 0 || arg < 0 || t.text(op) != "-")
    return false;
  arg = stripParensAndCasts(NodeRef{&t, arg}).node;
  return arg >= 0 && ((t[arg].kind == Kind::NumberLiteral && t.text(arg) != "0") ||
                      t[arg].kind == Kind::Identifier);
}

int returnValue(const SyntaxTree &t, int ret) {
  for (int c = t[ret].firstChild; c >= 0; c = t[c].nextSibling)
    if (t[c].named && t[c].type != std::string_view("comment"))
      return c;
  return -1;
}

} // namespace

bool Walker::followedByFailureReturn(int release) const {
  // The statement holding the release, directly in braces or under a `label:`.
  int stmt = release;
  while (stmt >= 0 && t[stmt].kind != Kind::ExpressionStatement)
    stmt = t[stmt].parent;
  if (stmt < 0)
    return false;
  int holder = t[stmt].parent;
  if (holder >= 0 && t[holder].type == std::string_view("labeled_statement")) {
    stmt = holder;
    holder = t[holder].parent;
  }
  if (holder < 0 || t[holder].kind != Kind::CompoundStatement)
    return false;
  for (int s = t[stmt].nextSibling; s >= 0; s = t[s].nextSibling) {
    if (!t[s].named || t[s].type == std::string_view("comment") ||
        t[s].kind == Kind::ExpressionStatement)
      continue;
    if (t[s].kind == Kind::ReturnStatement) {
      int value = returnValue(t, s);
      return value >= 0 && isFailureValue(t, value);
    }
    return false; // a branch, a loop, a goto: the path is not read
  }
  return false;
}

bool Walker::releasedOnFailureOnly(uint64_t order, const std::vector<facts::Release> &releases) const {
  if (releases.empty())
    return false;
  for (const facts::Release &release : releases) {
    auto node = eventNodes.find(release.order);
    if (node == eventNodes.end() || (release.kind != facts::ReleaseKind::Free &&
                                     release.kind != facts::ReleaseKind::Delete &&
                                     release.kind != facts::ReleaseKind::Munmap) ||
        !followedByFailureReturn(node->second))
      return false;
  }
  bool success = false;
  std::function<void(int, unsigned)> scan = [&](int n, unsigned level) {
    if (n < 0 || level > kMaxWalkDepth || success)
      return;
    if (t[n].kind == Kind::LambdaExpression && n != fn.node)
      return; // its own returns
    if (t[n].kind == Kind::ReturnStatement && orderOf(n) > order) {
      int value = returnValue(t, n);
      success = value < 0 || !isFailureValue(t, value);
    }
    for (int c = t[n].firstChild; c >= 0; c = t[c].nextSibling)
      scan(c, level + 1);
  };
  scan(fn.node, 0);
  return success;
}

void Walker::markKeptOnSuccess() {
  for (auto &[index, owner] : blockOwners) {
    facts::Block &block = facts.blocks[index];
    if (owner.kind == Owner::Variable && owner.local >= 0 &&
        block.escape == facts::EscapeKind::None)
      block.releasedOnFailureOnly = releasedOnFailureOnly(block.order, block.releases);
  }
  for (auto &[index, owner] : callOwners) {
    facts::CallSite &site = facts.calls[index];
    if (owner.kind == Owner::Variable && owner.local >= 0 && !site.resultKey.empty() &&
        site.resultEscape == facts::EscapeKind::None)
      site.resultReleasedOnFailureOnly = releasedOnFailureOnly(site.order, site.resultReleases);
  }
  markStoredParameters();
}

void Walker::markStoredParameters() {
  // The parameters are the first locals, in order (run() declares them before the body).
  std::map<std::string_view, int> pointerParameters;
  for (size_t i = 0; i < facts.parameterKeys.size() && i < locals.size(); ++i)
    if (locals[i].var.pointer && !locals[i].var.name.empty())
      pointerParameters.emplace(locals[i].var.name, static_cast<int>(i));
  if (pointerParameters.empty())
    return;
  auto parameterOf = [&](int e) {
    e = e < 0 ? -1 : stripParensAndCasts(ref(e)).node;
    if (e < 0 || t[e].kind != Kind::Identifier)
      return -1;
    auto it = pointerParameters.find(t.text(e));
    return it == pointerParameters.end() ? -1 : it->second;
  };
  // `p->f = q` / `p->a.f = q` with p a parameter or `this`: kept in the caller's object. A
  // global cannot be told from a local of an outer scope without types, so it is not read.
  auto rootedInParameter = [&](int lhs) {
    bool arrow = false;
    int e = lhs;
    while (e >= 0 && t[e].kind == Kind::FieldExpression) {
      int op = t.child(e, Field::Operator);
      arrow |= op >= 0 && t.text(op) == "->";
      e = stripParensAndCasts(ref(t.child(e, Field::Argument))).node;
    }
    return arrow && e >= 0 &&
           ((t[e].kind == Kind::Identifier && pointerParameters.count(t.text(e))) ||
            t.text(e) == "this");
  };
  std::set<int> stored;
  std::function<void(int, unsigned)> scan = [&](int n, unsigned level) {
    if (n < 0 || level > kMaxWalkDepth || (t[n].kind == Kind::LambdaExpression && n != fn.node))
      return;
    if (t[n].kind == Kind::AssignmentExpression) {
      int op = t.child(n, Field::Operator);
      int p = parameterOf(t.child(n, Field::Right));
      if (p >= 0 && op >= 0 && t.text(op) == "=" && rootedInParameter(t.child(n, Field::Left)))
        stored.insert(p);
    } else if (t[n].kind == Kind::ReturnStatement) {
      if (int p = parameterOf(returnValue(t, n)); p >= 0)
        stored.insert(p);
    }
    for (int c = t[n].firstChild; c >= 0; c = t[c].nextSibling)
      scan(c, level + 1);
  };
  scan(fn.node, 0);
  facts.storedParameters.assign(stored.begin(), stored.end());
}

} // namespace faultline::fastmode::walker
