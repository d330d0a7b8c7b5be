// ControlFlow::releasedOnOneOutcome (ControlFlow.h): a block released only on the failure branch
// of the call that received it is kept by that callee on success
// (`nl = slist_append(list, p); if (!nl) free(p);`).
#include "extract/ControlFlow.h"
#include "extract/FlowShapes.h"

#include "clang/AST/Expr.h"

#include <deque>

namespace faultline::extract {

using namespace clang;
using flow::isZero;
using flow::referencedVariable;
using flow::resultVariable;

namespace {

// Which successor of a branch on `cond` (0: true, 1: false) is taken when `call` failed, or -1
// when the condition does not test that: a pointer result null (`!nl`, `nl == NULL`, `!call()`),
// an integer result negative (`rc < 0`, `rc >= 0`). Other integer tests (`rc != 0`) say nothing
// about which outcome is failure, so they are not read.
// A result that is a message (`const char *`): xlunzip's `emsg = set_file_sizes(...); if (emsg)
// return 2;` answers null on success, so null says nothing about failure (recall audit of
// session 35: read as failure, it made the block freed after that test look kept on success).
bool isMessage(QualType type) {
  return type->isPointerType() && type->getPointeeType()->isCharType() &&
         type->getPointeeType().isConstQualified();
}

int failureBranch(const Expr *cond, const CallExpr *call, const VarDecl *result, ASTContext &ctx) {
  cond = cond->IgnoreParenCasts();
  if (isMessage(call->getType()))
    return -1;
  auto isResult = [&](const Expr *e) {
    e = e->IgnoreParenCasts();
    return e == call || (result && referencedVariable(e) == result);
  };
  if (const auto *unary = dyn_cast<UnaryOperator>(cond); unary && unary->getOpcode() == UO_LNot) {
    int inner = failureBranch(unary->getSubExpr(), call, result, ctx);
    return inner < 0 ? -1 : 1 - inner;
  }
  if (isResult(cond))
    return call->getType()->isPointerType() ? 1 : -1;
  const auto *binary = dyn_cast<BinaryOperator>(cond);
  if (!binary || !binary->isComparisonOp())
    return -1;
  BinaryOperatorKind op = binary->getOpcode();
  const Expr *value = binary->getLHS();
  const Expr *constant = binary->getRHS();
  if (!isResult(value)) {
    std::swap(value, constant);
    op = BinaryOperator::reverseComparisonOp(op);
  }
  if (!isResult(value) || !isZero(constant, ctx))
    return -1;
  if (call->getType()->isPointerType())
    return op == BO_EQ ? 0 : op == BO_NE ? 1 : -1;
  if (call->getType()->isSignedIntegerType())
    return op == BO_LT ? 0 : op == BO_GE ? 1 : -1;
  return -1;
}

} // namespace

bool ControlFlow::releasedOnOneOutcome(const Stmt *allocation, const CallExpr *taker,
                                       const std::vector<const Stmt *> &releases) const {
  if (!cfg || releases.empty())
    return false;
  auto found = blockOf.find(allocation);
  if (found == blockOf.end())
    return false;
  const CFGBlock *start = found->second;
  llvm::DenseSet<const CFGBlock *> releaseBlocks;
  if (!blocksOf(releases, releaseBlocks))
    return false;
  if (releaseBlocks.contains(start))
    return false;
  // Whether a release is reachable from the allocation without taking the edge from -> to.
  auto reachesRelease = [&](const CFGBlock *from, const CFGBlock *to) {
    llvm::DenseSet<const CFGBlock *> seen{start};
    std::deque<const CFGBlock *> work{start};
    while (!work.empty()) {
      const CFGBlock *block = work.front();
      work.pop_front();
      if (releaseBlocks.contains(block))
        return true;
      for (const CFGBlock::AdjacentBlock &succ : block->succs()) {
        const CFGBlock *s = succ.getReachableBlock();
        if (s && !(block == from && s == to) && seen.insert(s).second)
          work.push_back(s);
      }
    }
    return false;
  };
  if (!reachesRelease(nullptr, nullptr))
    return false;
  const VarDecl *result = resultVariable(*cfg, taker);
  for (const CFGBlock *test : *cfg) {
    // Only an `if`: a loop condition's failure edge is the loop ending normally (`for (t =
    // strtok(buf, " "); t; ...)` then frees buf after the loop on every path).
    if (!isa_and_nonnull<IfStmt>(test->getTerminatorStmt()))
      continue;
    const auto *cond = dyn_cast_or_null<Expr>(test->getTerminatorCondition());
    int failure = cond && test->succ_size() == 2 ? failureBranch(cond, taker, result, ctx) : -1;
    if (failure < 0)
      continue;
    // Every release lies behind the failure edge: on success the callee keeps the block.
    const CFGBlock *onFailure = test->succs().begin()[failure].getReachableBlock();
    if (onFailure && !reachesRelease(test, onFailure))
      return true;
  }
  return false;
}

} // namespace faultline::extract
