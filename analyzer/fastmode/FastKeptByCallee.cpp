// A block handed to a call and released only when that call failed is kept by the callee on
// success: fast mode's counterpart of analyzer/extract's Walker::markKeptByCallee, read off the
// structure instead of the CFG. Every release must sit in the failure branch of an `if` that
// tests the result of a call taking the block (`nl = append(list, p); if (!nl) free(p);`, or
// `if (append(list, p) < 0) free(p);`); the success path then leaves the block with the callee
// (ownership passed), so it escapes.
#include "fastmode/WalkerImpl.h"

#include <functional>

namespace faultline::fastmode::walker {

namespace {

// The local named `name` (by name: the walk's scopes are closed by the time the join runs).
const Local *localNamed(const std::vector<Local> &locals, std::string_view name) {
  for (const Local &local : locals)
    if (local.var.name == name)
      return &local;
  return nullptr;
}

} // namespace

// Which branch of `if (cond)` (0: then, 1: else) runs when the call at `call` (or the variable
// `result` holding its value) failed, or -1 when the test does not say: a pointer null, an
// integer negative, as extract::ControlFlow reads it. Without types, a bare `!v` / `v` / `v == 0`
// counts only for a variable declared as a pointer or a comparison with NULL / nullptr.
static int failureBranch(const SyntaxTree &t, const std::vector<Local> &locals, int cond,
                         int call, std::string_view result) {
  cond = stripParensAndCasts(NodeRef{&t, cond}).node;
  if (cond < 0)
    return -1;
  auto isResult = [&](int e) {
    e = stripParensAndCasts(NodeRef{&t, e}).node;
    return e >= 0 && (e == call || (!result.empty() && t[e].kind == Kind::Identifier &&
                                    t.text(e) == result));
  };
  auto pointerResult = [&] {
    const Local *local = result.empty() ? nullptr : localNamed(locals, result);
    return local && local->var.pointer;
  };
  // A message (`const char *emsg`): null is its success (KeptByCallee.cpp's isMessage).
  if (const Local *local = result.empty() ? nullptr : localNamed(locals, result);
      local && local->var.pointer && local->var.typeNode >= 0 &&
      t.text(t[local->var.typeNode].parent).substr(0, 11) == "const char ")
    return -1;
  if (t[cond].kind == Kind::UnaryExpression) {
    int op = t.child(cond, Field::Operator);
    if (op < 0 || t.text(op) != "!")
      return -1;
    int inner = failureBranch(t, locals, t.child(cond, Field::Argument), call, result);
    return inner < 0 ? -1 : 1 - inner;
  }
  if (isResult(cond))
    return pointerResult() ? 1 : -1;
  if (t[cond].kind != Kind::BinaryExpression)
    return -1;
  int opNode = t.child(cond, Field::Operator);
  if (opNode < 0)
    return -1;
  std::string op(t.text(opNode));
  int value = t.child(cond, Field::Left), constant = t.child(cond, Field::Right);
  if (!isResult(value)) {
    std::swap(value, constant);
    op = op == "<" ? ">" : op == ">" ? "<" : op == "<=" ? ">=" : op == ">=" ? "<=" : op;
  }
  if (!isResult(value) || constant < 0)
    return -1;
  NodeRef c = stripParensAndCasts(NodeRef{&t, constant});
  bool null = c.node >= 0 && (t[c.node].kind == Kind::Null || t.text(c.node) == "NULL" ||
                              t.text(c.node) == "nullptr");
  bool zero = null || (c.node >= 0 && t.text(c.node) == "0");
  if (!zero)
    return -1;
  if (null || pointerResult())
    return op == "==" ? 0 : op == "!=" ? 1 : -1;
  return op == "<" ? 0 : op == ">=" ? 1 : -1;
}

const std::unordered_map<std::string, std::vector<std::pair<uint64_t, int>>> &
Walker::resultAssignments() const {
  if (resultAssignmentsByName)
    return *resultAssignmentsByName;
  resultAssignmentsByName.emplace();
  std::function<void(int, unsigned)> scan = [&](int n, unsigned level) {
    if (n < 0 || level > kMaxWalkDepth)
      return;
    int target = -1, value = -1;
    if (t[n].kind == Kind::AssignmentExpression) {
      target = t.child(n, Field::Left);
      value = t.child(n, Field::Right);
    } else if (t[n].kind == Kind::InitDeclarator) {
      target = t.child(n, Field::Declarator);
      while (target >= 0 && t[target].kind == Kind::PointerDeclarator)
        target = t.child(target, Field::Declarator);
      value = t.child(n, Field::Value);
    }
    if (target >= 0 && value >= 0 && t[target].kind == Kind::Identifier)
      (*resultAssignmentsByName)[std::string(t.text(target))].emplace_back(
          orderOf(n), stripParensAndCasts(ref(value)).node);
    for (int c = t[n].firstChild; c >= 0; c = t[c].nextSibling)
      scan(c, level + 1);
  };
  scan(fn.node, 0);
  return *resultAssignmentsByName;
}

// The call taking `name` whose failure branch holds `release`, or -1.
int Walker::failureGuardOf(int release, std::string_view name, uint64_t after) const {
  auto takes = [&](int call) {
    if (call < 0 || t[call].kind != Kind::CallExpression || orderOf(call) <= after)
      return false;
    for (int arg : arguments(t.child(call, Field::Arguments))) {
      int bare = stripParensAndCasts(ref(arg)).node;
      if (bare >= 0 && t[bare].kind == Kind::Identifier && t.text(bare) == name)
        return true;
    }
    return false;
  };
  // `v = call(...)` / `T *v = call(...)` in the body before the `if`: the first such call (in
  // source order) that takes `name`.
  auto resultCall = [&](std::string_view variable, uint64_t before) {
    const auto &byName = resultAssignments();
    auto it = byName.find(std::string(variable));
    if (it == byName.end())
      return -1;
    for (const auto &[order, call] : it->second) {
      if (order >= before)
        break;
      if (takes(call))
        return call;
    }
    return -1;
  };
  for (int child = release, p = t[release].parent; p >= 0 && child != fn.node;
       child = p, p = t[p].parent) {
    if (t[p].type != std::string_view("if_statement"))
      continue;
    int branch = child == t.child(p, Field::Consequence) ? 0
                 : child == t.child(p, Field::Alternative) ? 1 : -1;
    int cond = conditionOf(p);
    if (branch < 0 || cond < 0)
      continue;
    // The tested call: in the condition itself, or the one whose result the tested variable
    // holds; the operand of `!`, either side of a comparison, or the condition.
    int stripped = stripParensAndCasts(ref(cond)).node;
    std::vector<int> operands{stripped};
    if (stripped >= 0 && t[stripped].kind == Kind::UnaryExpression)
      operands = {t.child(stripped, Field::Argument)};
    else if (stripped >= 0 && t[stripped].kind == Kind::BinaryExpression)
      operands = {t.child(stripped, Field::Left), t.child(stripped, Field::Right)};
    int call = -1;
    std::string_view result;
    for (int operand : operands) {
      int tested = operand >= 0 ? stripParensAndCasts(ref(operand)).node : -1;
      if (tested < 0 || call >= 0)
        continue;
      if (takes(tested))
        call = tested;
      else if (t[tested].kind == Kind::Identifier && (call = resultCall(t.text(tested), orderOf(p))) >= 0)
        result = t.text(tested);
    }
    if (call >= 0 && failureBranch(t, locals, cond, call, result) == branch)
      return call;
  }
  return -1;
}

int Walker::keptByCallee(uint64_t order, std::string_view name,
                         const std::vector<facts::Release> &releases) const {
  // What may release the block: its explicit releases, and every later call that takes it (a
  // wrapper or hook releaser only the join knows, `free(p)` behind `#define free Curl_cfree`).
  std::vector<int> candidates;
  for (const facts::Release &release : releases) {
    auto node = eventNodes.find(release.order);
    // Only explicit releases can sit on a branch; a scope end or reassignment always runs.
    if (node == eventNodes.end() || (release.kind != facts::ReleaseKind::Free &&
                                     release.kind != facts::ReleaseKind::Delete))
      return -1;
    candidates.push_back(node->second);
  }
  std::function<void(int, unsigned)> scan = [&](int n, unsigned level) {
    if (n < 0 || level > kMaxWalkDepth)
      return;
    if (t[n].kind == Kind::CallExpression && orderOf(n) > order)
      for (int arg : arguments(t.child(n, Field::Arguments))) {
        int bare = stripParensAndCasts(ref(arg)).node;
        if (bare >= 0 && t[bare].kind == Kind::Identifier && t.text(bare) == name) {
          candidates.push_back(n);
          break;
        }
      }
    for (int c = t[n].firstChild; c >= 0; c = t[c].nextSibling)
      scan(c, level + 1);
  };
  scan(fn.node, 0);
  int taker = -1;
  for (int c : candidates)
    if ((taker = failureGuardOf(c, name, order)) >= 0)
      break;
  if (taker < 0)
    return -1;
  for (const facts::Release &release : releases)
    if (release.order < orderOf(taker))
      return -1;
  for (int c : candidates)
    if (orderOf(c) > orderOf(taker) && failureGuardOf(c, name, order) < 0)
      return -1;
  return taker;
}

void Walker::markKeptByCallee() {
  for (auto &[index, owner] : blockOwners) {
    facts::Block &block = facts.blocks[index];
    if (owner.kind != Owner::Variable || owner.local < 0 ||
        block.escape != facts::EscapeKind::None || block.releases.empty())
      continue;
    int taker = keptByCallee(block.order, locals[static_cast<size_t>(owner.local)].var.name,
                             block.releases);
    if (taker >= 0) {
      block.escape = facts::EscapeKind::OwnershipReleased;
      block.escapeRange = rangeOf(taker);
    }
  }
  // A wrapper's or hook's result (`output = malloc(n)` through `#define malloc Curl_cmalloc`).
  for (auto &[index, owner] : callOwners) {
    facts::CallSite &site = facts.calls[index];
    if (owner.kind != Owner::Variable || owner.local < 0 || site.resultKey.empty() ||
        site.resultEscape != facts::EscapeKind::None)
      continue;
    if (keptByCallee(site.order, locals[static_cast<size_t>(owner.local)].var.name,
                     site.resultReleases) >= 0)
      site.resultEscape = facts::EscapeKind::OwnershipReleased;
  }
}

} // namespace faultline::fastmode::walker
