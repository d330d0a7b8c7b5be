// ControlFlow::retriesOnOneCode (ControlFlow.h): a loop that goes round again only when the call
// returned one particular nonzero code retries that call; it does not repeat in normal operation
// (facts::kRetryLoopNote). Kept apart from ControlFlow.cpp: it reads the branch conditions, which
// the loop-finding search there never needs.
#include "extract/ControlFlow.h"
#include "extract/FlowShapes.h"

#include "clang/AST/Expr.h"

#include <deque>

namespace faultline::extract {

using namespace clang;
using flow::isFailureEnd;
using flow::referencedVariable;
using flow::resultVariable;

namespace {

// Which successor of `block`'s branch is taken when the value of `call` (or of the variable
// `result` holding it) equals a nonzero integer constant K — `r == K` (0), `r != K` (1) — or -1.
// A loop that goes round again only on that branch retries the call on one particular code
// (`if (err == 0) break; if (err != NOT_EXIST) break;`): the call does not repeat in normal
// operation. Zero is left out on purpose: `n == 0` ends a read loop, which continues on data.
int retryCodeBranch(const CFGBlock &block, const CallExpr *call, const VarDecl *result,
                    ASTContext &ctx) {
  // An `if`, the first operand of `&&`/`||` (`if (r == Z_BUF_ERROR && cap < LIMIT)`), or the
  // condition of a `do { } while (r == Z_BUF_ERROR)`: in each the first successor is taken when
  // the condition holds (for the `do`, the edge back to the body). Not `while`/`for`: their
  // condition runs before the body too, and a call in it (`while (step() == ROW)`) is the loop.
  const Stmt *terminator = block.getTerminatorStmt();
  const auto *logical = dyn_cast_or_null<BinaryOperator>(terminator);
  if (block.succ_size() != 2 ||
      !(isa_and_nonnull<IfStmt>(terminator) || isa_and_nonnull<DoStmt>(terminator) ||
        (logical && logical->isLogicalOp())))
    return -1;
  const auto *test = dyn_cast_or_null<Expr>(block.getTerminatorCondition());
  const auto *cond = test ? dyn_cast<BinaryOperator>(test->IgnoreParenCasts()) : nullptr;
  if (!cond || (cond->getOpcode() != BO_EQ && cond->getOpcode() != BO_NE))
    return -1;
  auto isResult = [&](const Expr *e) {
    e = e->IgnoreParenCasts();
    return e == call || (result && referencedVariable(e) == result);
  };
  const Expr *other = isResult(cond->getLHS()) ? cond->getRHS()
                      : isResult(cond->getRHS()) ? cond->getLHS()
                                                 : nullptr;
  Expr::EvalResult k;
  if (!other || other->isValueDependent() || !other->EvaluateAsInt(k, ctx) ||
      k.Val.getInt() == 0)
    return -1;
  return cond->getOpcode() == BO_EQ ? 0 : 1;
}

} // namespace

bool ControlFlow::retriesOnOneCode(const Stmt *event, const CFGBlock *start, int loop) const {
  const auto *call = dyn_cast<CallExpr>(event);
  if (!call)
    return false;
  const VarDecl *result = resultVariable(*cfg, call);
  const Stmt *loopStmt = loopStmts[static_cast<size_t>(loop)];
  // The loop's back edge, reached from the call without ever taking a retry-code branch? And
  // the function's end, reached so without a failure: the call has a result that completes
  // the work apart from the one the loop goes round on. Without one, that code is the success
  // itself (`rc = deflate(&zs, Z_FINISH); if (rc != Z_STREAM_END) return -1;` in a loop over
  // blocks goes round on every block): the loop repeats the call in normal operation.
  bool anyRetryBranch = false, completes = false;
  llvm::DenseSet<const CFGBlock *> seen{start};
  std::deque<const CFGBlock *> work{start};
  while (!work.empty()) {
    const CFGBlock *block = work.front();
    work.pop_front();
    if (block->getLoopTarget() == loopStmt)
      return false; // goes round again whatever the call returned
    if (isFailureEnd(*block) || returnsFailure(*block))
      continue;
    if (block == &cfg->getExit())
      completes = true;
    int retry = retryCodeBranch(*block, call, result, ctx);
    anyRetryBranch |= retry >= 0;
    int index = 0;
    for (const CFGBlock::AdjacentBlock &succ : block->succs()) {
      const CFGBlock *s = succ.getReachableBlock();
      if (index++ != retry && s && seen.insert(s).second)
        work.push_back(s);
    }
  }
  return anyRetryBranch && completes;
}

} // namespace faultline::extract
