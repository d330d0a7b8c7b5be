// ControlFlow::runsOnlyOnSuccess and ControlFlow::loopEndsOnSuccess (ControlFlow.h): an event a
// function makes only on its way to `return 0`, and a loop that stops going round once a call
// returned 0. Together (rules/program/PerCallFindings.cpp) they say that the callee's event runs
// at most once per run of the caller's loop (issue 10, git's rerere `merge`: the resolution is
// written only after a clean replay, and the caller's `if (merge(...)) continue;` then leaves).
// Kept apart from ControlFlow.cpp: it reads return values and branch conditions.
#include "extract/ControlFlow.h"
#include "extract/FlowShapes.h"

#include "clang/AST/Expr.h"

#include <deque>

namespace faultline::extract {

using namespace clang;
using flow::isFailureEnd;
using flow::isZero;
using flow::referencedVariable;

namespace {

const ReturnStmt *returnIn(const CFGBlock &block) {
  for (auto it = block.rbegin(); it != block.rend(); ++it)
    if (auto element = it->getAs<CFGStmt>())
      if (const auto *ret = dyn_cast<ReturnStmt>(element->getStmt()))
        return ret;
  return dyn_cast_or_null<ReturnStmt>(block.getTerminatorStmt());
}

// A failure result: a negative constant (`-1`, `-EINVAL`), or the value of an error reporter
// that returns one — a callee named `error` or `error_*` (the convention of git's `error()`,
// `error_errno()`: print, then return -1), also when a macro wraps it in a comma expression
// whose last operand is a call of a function whose body returns a negative constant
// (`(error_errno(...), const_error())`).
bool isFailureValue(const Expr *e, ASTContext &ctx, unsigned depth = 0) {
  if (!e || e->isValueDependent() || depth > 4)
    return false;
  e = e->IgnoreParenImpCasts();
  if (const auto *comma = dyn_cast<BinaryOperator>(e); comma && comma->getOpcode() == BO_Comma)
    return isFailureValue(comma->getRHS(), ctx, depth + 1);
  if (const auto *call = dyn_cast<CallExpr>(e)) {
    const FunctionDecl *callee = call->getDirectCallee();
    if (!callee)
      return false;
    llvm::StringRef name = callee->getName();
    if (name == "error" || name.starts_with("error_"))
      return true;
    // A small helper whose body is one `return <negative constant>;`.
    const auto *body = dyn_cast_or_null<CompoundStmt>(callee->getBody());
    const auto *ret = body && body->size() == 1 ? dyn_cast<ReturnStmt>(body->body_front()) : nullptr;
    return ret && isFailureValue(ret->getRetValue(), ctx, depth + 1);
  }
  Expr::EvalResult result;
  return e->getType()->isIntegralOrEnumerationType() && e->EvaluateAsInt(result, ctx) &&
         result.Val.getInt().isNegative();
}

// Whether the statement `s` (one CFG element) writes local `v`: an assignment, `++`/`--`, its
// declaration, or taking its address (then anything may write it).
bool writes(const Stmt *s, const VarDecl *v) {
  if (const auto *op = dyn_cast<BinaryOperator>(s))
    return op->isAssignmentOp() && referencedVariable(op->getLHS()) == v;
  if (const auto *op = dyn_cast<UnaryOperator>(s))
    return (op->isIncrementDecrementOp() || op->getOpcode() == UO_AddrOf) &&
           referencedVariable(op->getSubExpr()) == v;
  if (const auto *decl = dyn_cast<DeclStmt>(s))
    for (const Decl *d : decl->decls())
      if (d == v)
        return true;
  return false;
}

bool blockWrites(const CFGBlock &block, const VarDecl *v) {
  for (const CFGElement &element : block)
    if (auto s = element.getAs<CFGStmt>(); s && writes(s->getStmt(), v))
      return true;
  return false;
}

// Which successor of a two-way branch is taken when `tested(e)` holds for an operand `e` that is
// zero — `if (r)`, `if (!r)`, `r != 0`, `r == 0`, `r < 0`, `r > 0`, `r == K`/`r != K` for a
// nonzero constant K, and the first operand of `&&`/`||` — or -1 when the block's branch does
// not test it. An `if`, a `?:` or a logical operator only: a `while`/`for` condition holding
// the call is the loop itself.
template <typename Tested>
int zeroBranch(const CFGBlock &block, ASTContext &ctx, Tested tested) {
  const Stmt *terminator = block.getTerminatorStmt();
  const auto *logical = dyn_cast_or_null<BinaryOperator>(terminator);
  if (block.succ_size() != 2 ||
      !(isa_and_nonnull<IfStmt>(terminator) || isa_and_nonnull<ConditionalOperator>(terminator) ||
        (logical && logical->isLogicalOp())))
    return -1;
  const auto *cond = dyn_cast_or_null<Expr>(block.getTerminatorCondition());
  if (!cond)
    return -1;
  cond = cond->IgnoreParenImpCasts();
  if (tested(cond))
    return 1; // `if (r)`: zero takes the else branch
  if (const auto *neg = dyn_cast<UnaryOperator>(cond); neg && neg->getOpcode() == UO_LNot)
    return tested(neg->getSubExpr()->IgnoreParenImpCasts()) ? 0 : -1;
  const auto *bin = dyn_cast<BinaryOperator>(cond);
  if (!bin || !bin->isComparisonOp())
    return -1;
  const Expr *lhs = bin->getLHS()->IgnoreParenImpCasts(), *rhs = bin->getRHS()->IgnoreParenImpCasts();
  BinaryOperatorKind op = bin->getOpcode();
  if (!tested(lhs)) {
    if (!tested(rhs))
      return -1;
    std::swap(lhs, rhs);
    op = BinaryOperator::reverseComparisonOp(op);
  }
  Expr::EvalResult k;
  if (rhs->isValueDependent() || !rhs->EvaluateAsInt(k, ctx))
    return -1;
  bool holds; // does `0 op K` hold?
  const llvm::APSInt &value = k.Val.getInt();
  switch (op) {
  case BO_EQ: holds = value.isZero(); break;
  case BO_NE: holds = !value.isZero(); break;
  case BO_LT: holds = value.isStrictlyPositive(); break;
  case BO_GT: holds = value.isNegative(); break;
  case BO_LE: holds = !value.isNegative(); break;
  case BO_GE: holds = !value.isStrictlyPositive(); break;
  default: return -1;
  }
  return holds ? 0 : 1;
}

} // namespace

bool ControlFlow::knownZeroAt(const CFGBlock *start, const VarDecl *v) const {
  // Forward: nothing from the event on writes `v` (a `return v;` after it returns what it held).
  llvm::DenseSet<const CFGBlock *> seen{start};
  std::deque<const CFGBlock *> work{start};
  while (!work.empty()) {
    const CFGBlock *block = work.front();
    work.pop_front();
    if (blockWrites(*block, v))
      return false;
    for (const CFGBlock::AdjacentBlock &succ : block->succs())
      if (const CFGBlock *s = succ.getReachableBlock(); s && seen.insert(s).second)
        work.push_back(s);
  }
  // Backward: every way into the event's block passes the zero branch of a test of `v` after
  // the last write of it (`ret = try_merge(...); if (ret) goto out;`).
  auto isV = [&](const Expr *e) { return referencedVariable(e) == v; };
  seen = {start};
  std::deque<std::pair<const CFGBlock *, const CFGBlock *>> back; // (pred, the block it enters)
  for (const CFGBlock::AdjacentBlock &pred : start->preds())
    if (const CFGBlock *p = pred.getReachableBlock())
      back.push_back({p, start});
  if (back.empty())
    return false;
  while (!back.empty()) {
    auto [block, into] = back.front();
    back.pop_front();
    int zero = zeroBranch(*block, ctx, isV);
    if (zero >= 0) {
      const CFGBlock *taken = *(block->succ_begin() + zero);
      if (taken == into)
        continue; // entered on `v == 0`
      return false; // entered on `v != 0`
    }
    if (blockWrites(*block, v) || block == &cfg->getEntry())
      return false; // a write, or the function's start without the test
    if (!seen.insert(block).second)
      continue; // walked already: the join after an `if` (a cycle adds no way in of its own)
    for (const CFGBlock::AdjacentBlock &pred : block->preds())
      if (const CFGBlock *p = pred.getReachableBlock())
        back.push_back({p, block});
  }
  return true;
}

bool ControlFlow::runsOnlyOnSuccess(const Stmt *event) const {
  if (!cfg)
    return false;
  auto found = blockOf.find(event);
  if (found == blockOf.end())
    return false;
  const CFGBlock *start = found->second;
  bool zeroReturn = false;
  llvm::DenseSet<const CFGBlock *> seen{start};
  std::deque<const CFGBlock *> work{start};
  while (!work.empty()) {
    const CFGBlock *block = work.front();
    work.pop_front();
    if (isFailureEnd(*block))
      continue; // a noreturn call: the caller's loop does not go on either
    if (block != start && blockOf.lookup(event) == block)
      return false; // back to the event: it repeats within this function
    if (const ReturnStmt *ret = returnIn(*block)) {
      const Expr *value = ret->getRetValue();
      if (!value)
        return false;
      if (isZero(value, ctx)) {
        zeroReturn = true;
      } else if (isFailureValue(value, ctx)) {
        // failure after the event (a write that failed): error handling, not the loop's work
      } else {
        const auto *v = dyn_cast_or_null<VarDecl>(referencedVariable(value));
        if (!v || !v->hasLocalStorage() || isa<ParmVarDecl>(v) || !knownZeroAt(start, v))
          return false;
        zeroReturn = true;
      }
      continue;
    }
    for (const CFGBlock::AdjacentBlock &succ : block->succs()) {
      const CFGBlock *s = succ.getReachableBlock();
      if (s == &cfg->getExit())
        return false; // fell off the end: no value
      if (s && seen.insert(s).second)
        work.push_back(s);
    }
  }
  return zeroReturn;
}

bool ControlFlow::loopEndsOnSuccess(const Stmt *event, int loop) const {
  const auto *call = dyn_cast<CallExpr>(event);
  auto found = blockOf.find(event);
  if (!cfg || !call || loop < 0 || found == blockOf.end())
    return false;
  // The loop and every loop around it: going round any of them calls again.
  llvm::DenseSet<const Stmt *> around;
  for (int l = loop; l >= 0 && static_cast<size_t>(l) < loopStmts.size(); l = loopParents[l])
    around.insert(loopStmts[static_cast<size_t>(l)]);
  const VarDecl *result = flow::resultVariable(*cfg, call);
  auto isResult = [&](const Expr *e) {
    return e == call || (result && referencedVariable(e) == result);
  };
  bool tested = false;
  llvm::DenseSet<const CFGBlock *> seen{found->second};
  std::deque<const CFGBlock *> work{found->second};
  while (!work.empty()) {
    const CFGBlock *block = work.front();
    work.pop_front();
    if (around.contains(block->getLoopTarget()))
      return false; // goes round again after a call that returned 0
    if (isFailureEnd(*block))
      continue;
    if (result && block != found->second && blockWrites(*block, result))
      return false; // the tested variable no longer holds the call's result
    int zero = zeroBranch(*block, ctx, isResult);
    tested |= zero >= 0;
    int index = 0;
    for (const CFGBlock::AdjacentBlock &succ : block->succs()) {
      const CFGBlock *s = succ.getReachableBlock();
      if ((zero < 0 || index == zero) && s && seen.insert(s).second)
        work.push_back(s);
      ++index;
    }
  }
  return tested;
}

} // namespace faultline::extract
