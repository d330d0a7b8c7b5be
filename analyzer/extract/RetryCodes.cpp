// ControlFlow::retriesOnOneCode (ControlFlow.h): a loop that goes round again only when the call
// (or a later call stored into the same variable; into any, when the call's result is kept
// nowhere) returned one particular code, and can finish
// on another result, retries that call; it does not repeat in normal operation
// (facts::kRetryLoopNote). Kept apart from ControlFlow.cpp: it reads the branch conditions, which
// the loop-finding search there never needs.
#include "extract/ControlFlow.h"
#include "extract/FlowShapes.h"

#include "clang/AST/Expr.h"
#include "clang/Basic/SourceManager.h"

#include <deque>
#include <set>
#include <utility>
#include <vector>

namespace faultline::extract {

using namespace clang;
using flow::isFailureEnd;
using flow::referencedVariable;
using flow::resultVariable;

namespace {

// Which codes a retry search cuts: every nonzero constant at once (`if (r == EAGAIN) continue;
// if (r == EINTR) continue;`), or 0 alone.
enum class Codes { Nonzero, Zero };

// Which successor of `block`'s branch is taken when the value of `call` (or of the variable
// `result` holding it) equals a constant K of the kind `codes` asks for — `r == K` (0), `r != K`
// (1) — or -1; `otherCode` is set when the branch compares that value with a nonzero constant.
// A loop that goes round again only on that branch retries the call on one particular code
// (`if (err == 0) break; if (err != NOT_EXIST) break;`): the call does not repeat in normal
// operation.
int retryCodeBranch(const CFGBlock &block, const CallExpr *call, const VarDecl *result,
                    ASTContext &ctx, Codes codes, bool &otherCode) {
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
  if (!other || other->isValueDependent() || !other->EvaluateAsInt(k, ctx))
    return -1;
  bool zero = k.Val.getInt() == 0;
  otherCode |= !zero;
  if (zero != (codes == Codes::Zero))
    return -1;
  return cond->getOpcode() == BO_EQ ? 0 : 1;
}

// Whether `block` stores into `var` (an assignment or an initialiser) other than by `call`:
// after it, a test of `var` reads another call's value.
bool overwrites(const CFGBlock &block, const VarDecl *var, const CallExpr *call) {
  for (const CFGElement &element : block) {
    auto s = element.getAs<CFGStmt>();
    if (!s)
      continue;
    if (const auto *op = dyn_cast<BinaryOperator>(s->getStmt());
        op && op->isAssignmentOp() && referencedVariable(op->getLHS()) == var &&
        op->getRHS()->IgnoreParenCasts() != call)
      return true;
  }
  return false;
}

// Whether every pass from `call` (in `start`) that goes round `loopStmt` runs `later` (in
// `block`) first: a `continue` between them would repeat the call whatever the later step
// returned.
bool alwaysReached(const CFGBlock *start, const CallExpr *call, const CFGBlock *block,
                   const CallExpr *later, const Stmt *loopStmt) {
  if (block == start) { // the same basic block: `later` must come after the call
    bool seenCall = false;
    for (const CFGElement &element : *start)
      if (auto s = element.getAs<CFGStmt>()) {
        seenCall |= s->getStmt() == call;
        if (s->getStmt() == later)
          return seenCall;
      }
    return false;
  }
  llvm::DenseSet<const CFGBlock *> seen{start, block};
  std::deque<const CFGBlock *> work{start};
  while (!work.empty()) {
    const CFGBlock *b = work.front();
    work.pop_front();
    if (b->getLoopTarget() == loopStmt)
      return false;
    for (const CFGBlock::AdjacentBlock &succ : b->succs())
      if (const CFGBlock *s = succ.getReachableBlock(); s && seen.insert(s).second)
        work.push_back(s);
  }
  return true;
}

} // namespace

bool ControlFlow::retriesOnOneCode(const Stmt *event, const CFGBlock *start, int loop) const {
  const auto *call = dyn_cast<CallExpr>(event);
  if (!call)
    return false;
  const VarDecl *result = resultVariable(*cfg, call);
  const Stmt *loopStmt = loopStmts[static_cast<size_t>(loop)];
  // The attempts: the call itself, and each later call of the loop whose result goes to the
  // same variable (`status = deflateInit2(...); ...; status = deflate(&zs, Z_FINISH); if
  // (status == Z_OK) { less input; continue; }`, bamtools' BGZF writer): the loop may go round
  // on the code a later step returns. Only stores inside the loop's statement: a call after the
  // loop is no attempt of it.
  // When the call's own result is kept nowhere (`if (lzma_auto_decoder(&zs, ...) != LZMA_OK)
  // return NULL;`), a later call of the loop stored into any variable may be the step the loop
  // goes round on (kyotocabinet's `int32_t rv = lzma_code(&zs, LZMA_FINISH)`, round again only
  // on LZMA_OK: the output did not fit).
  struct Attempt {
    const CallExpr *call;
    const CFGBlock *at;
    const VarDecl *result;
  };
  std::vector<Attempt> attempts{{call, start, result}};
  const SourceManager &sm = ctx.getSourceManager();
  auto inLoop = [&](const Stmt *s) {
    SourceRange r = loopStmt->getSourceRange();
    SourceLocation at = sm.getExpansionLoc(s->getBeginLoc());
    return !sm.isBeforeInTranslationUnit(at, sm.getExpansionLoc(r.getBegin())) &&
           !sm.isBeforeInTranslationUnit(sm.getExpansionLoc(r.getEnd()), at);
  };
  {
    llvm::DenseSet<const CFGBlock *> seen{start};
    std::deque<const CFGBlock *> work{start};
    while (!work.empty()) {
      const CFGBlock *block = work.front();
      work.pop_front();
      if (block->getLoopTarget() == loopStmt)
        continue;
      for (const CFGElement &element : *block) {
        auto s = element.getAs<CFGStmt>();
        if (!s)
          continue;
        if (result) {
          if (const auto *op = dyn_cast<BinaryOperator>(s->getStmt());
              op && op->getOpcode() == BO_Assign && referencedVariable(op->getLHS()) == result &&
              inLoop(op))
            if (const auto *later = dyn_cast<CallExpr>(op->getRHS()->IgnoreParenCasts());
                later && later != call)
              attempts.push_back({later, block, result});
        } else if (const auto *later = dyn_cast<CallExpr>(s->getStmt());
                   later && later != call && inLoop(later)) {
          if (const VarDecl *stored = resultVariable(*cfg, later);
              stored && alwaysReached(start, call, block, later, loopStmt))
            attempts.push_back({later, block, stored});
        }
      }
      for (const CFGBlock::AdjacentBlock &succ : block->succs())
        if (const CFGBlock *s = succ.getReachableBlock(); s && seen.insert(s).second)
          work.push_back(s);
    }
  }
  for (const Attempt &attempt : attempts)
    for (Codes codes : {Codes::Nonzero, Codes::Zero})
      if (retriesOn(attempt.call, attempt.at, attempt.result, loopStmt, static_cast<int>(codes)))
        return true;
  return false;
}

bool ControlFlow::retriesOn(const CallExpr *call, const CFGBlock *start, const VarDecl *result,
                            const Stmt *loopStmt, int codesKind) const {
  const Codes codes = static_cast<Codes>(codesKind);
  // The loop's back edge, reached from the call without ever taking a retry-code branch? And
  // the function's end, reached so without a failure: the call has a result that completes
  // the work apart from the one the loop goes round on. Without one, that code is the success
  // itself (`rc = deflate(&zs, Z_FINISH); if (rc != Z_STREAM_END) return -1;` in a loop over
  // blocks goes round on every block): the loop repeats the call in normal operation.
  // Tests count while the variable still holds the call's value (`held`). Zero is tried alone,
  // and only where the value is also compared with a nonzero code that names the completion
  // apart from it (`status != Z_STREAM_END` ... `status == Z_OK`): a lone `if (r != 0) break;`
  // is a loop going round on every success, and `n == 0` ends a read loop.
  bool anyRetryBranch = false, completes = false, otherCode = false;
  using Item = std::pair<const CFGBlock *, bool>;
  std::set<Item> seen{{start, true}};
  std::deque<Item> work{{start, true}};
  while (!work.empty()) {
    auto [block, held] = work.front();
    work.pop_front();
    if (block->getLoopTarget() == loopStmt)
      return false; // goes round again whatever the call returned
    if (isFailureEnd(*block) || returnsFailure(*block))
      continue;
    if (block == &cfg->getExit())
      completes = true;
    if (block != start && result && overwrites(*block, result, call))
      held = false;
    int retry = held ? retryCodeBranch(*block, call, result, ctx, codes, otherCode) : -1;
    anyRetryBranch |= retry >= 0;
    int index = 0;
    for (const CFGBlock::AdjacentBlock &succ : block->succs()) {
      const CFGBlock *s = succ.getReachableBlock();
      if (index++ != retry && s && seen.insert({s, held}).second)
        work.push_back({s, held});
    }
  }
  return anyRetryBranch && completes && (codes == Codes::Nonzero || otherCode);
}

} // namespace faultline::extract
