// ControlFlow::attemptsLoop (ControlFlow.h): a loop that counts tries, not items.
//
//   for (int i = 0; i < 100; i++) {        // the counter is read nowhere in the body
//     if (DoLock())
//       return true;                       // success leaves from inside
//     FILE *f = fopen(path, "r");          // inspect the stale lock, remove it, try again
//     ...
//   }
//   return false;                          // running out of tries is the failure
//
// (incron's AppInstance::Lock, run once at the daemon's start). Each round after the first
// happens only because the previous try failed; in normal operation the body runs once per
// call, so its events are not churn of this loop (facts::kAttemptsLoopNote). A loop over items
// reads its counter (`items[i]`) or has no counter, and a loop that repeats work a fixed number
// of times (`for (r = 0; r < 10; r++) run_benchmark();`) does not fail when it ends: neither
// is taken.
#include "extract/ControlFlow.h"
#include "extract/FlowShapes.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"

namespace faultline::extract {

using namespace clang;
using flow::referencedVariable;

namespace {

// The variable a step changes by one: `i++`, `--i`, `i += 1`, `i -= 1`; null otherwise.
const VarDecl *steppedVariable(const Expr *e) {
  if (!e)
    return nullptr;
  e = e->IgnoreParenImpCasts();
  if (const auto *u = dyn_cast<UnaryOperator>(e); u && u->isIncrementDecrementOp())
    return referencedVariable(u->getSubExpr());
  if (const auto *b = dyn_cast<CompoundAssignOperator>(e);
      b && (b->getOpcode() == BO_AddAssign || b->getOpcode() == BO_SubAssign))
    if (const auto *one = dyn_cast<IntegerLiteral>(b->getRHS()->IgnoreParenImpCasts());
        one && one->getValue() == 1)
      return referencedVariable(b->getLHS());
  return nullptr;
}

// The variable a loop test counts with: `i < N` (any comparison, either side) with the step in
// the `for` header, or a test that steps it itself (`while (tries-- > 0)`, `while (--n)`,
// `do ... while (++i < N)`). Null otherwise.
const VarDecl *counterOf(const Stmt *loop) {
  const Expr *cond = nullptr, *inc = nullptr;
  if (const auto *f = dyn_cast<ForStmt>(loop))
    cond = f->getCond(), inc = f->getInc();
  else if (const auto *w = dyn_cast<WhileStmt>(loop))
    cond = w->getCond();
  else if (const auto *d = dyn_cast<DoStmt>(loop))
    cond = d->getCond();
  if (!cond)
    return nullptr;
  cond = cond->IgnoreParenImpCasts();
  const Expr *stepped = cond;
  if (const auto *b = dyn_cast<BinaryOperator>(cond); b && b->isComparisonOp()) {
    if (inc) {
      const VarDecl *v = steppedVariable(inc);
      if (v && (referencedVariable(b->getLHS()) == v || referencedVariable(b->getRHS()) == v))
        return v;
      return nullptr;
    }
    stepped = b->getLHS();
  }
  if (inc)
    return nullptr;
  return steppedVariable(stepped);
}

// Whether `s` mentions `v`, or holds a `return` that is not a failure (`success`), outside
// lambdas and nested functions' bodies.
struct BodyScan : RecursiveASTVisitor<BodyScan> {
  const VarDecl *counter;
  std::function<bool(const ReturnStmt &)> isFailure;
  bool readsCounter = false, returnsSuccess = false;
  bool TraverseLambdaExpr(LambdaExpr *) { return true; }
  bool VisitDeclRefExpr(DeclRefExpr *e) {
    if (e->getDecl() == counter)
      readsCounter = true;
    return true;
  }
  bool VisitReturnStmt(ReturnStmt *r) {
    if (r->getRetValue() && !isFailure(*r))
      returnsSuccess = true;
    return true;
  }
};

// The statement right after `s` in the compound statement that holds it; null when none.
const Stmt *nextStatement(const Stmt *s, ASTContext &ctx) {
  for (const DynTypedNode &parent : ctx.getParents(*s)) {
    const auto *block = parent.get<CompoundStmt>();
    if (!block)
      return nullptr;
    for (auto it = block->body_begin(); it != block->body_end(); ++it)
      if (*it == s)
        return std::next(it) == block->body_end() ? nullptr : *std::next(it);
  }
  return nullptr;
}

} // namespace

bool ControlFlow::attemptsLoop(int loop) const {
  if (loop < 0 || static_cast<size_t>(loop) >= loopStmts.size())
    return false;
  // Asked once per event of the loop: answered once per loop.
  if (auto known = attemptsLoops.find(loop); known != attemptsLoops.end())
    return known->second;
  return attemptsLoops[loop] = readAttemptsLoop(loop);
}

bool ControlFlow::readAttemptsLoop(int loop) const {
  const Stmt *loopStmt = loopStmts[static_cast<size_t>(loop)];
  const VarDecl *counter = counterOf(loopStmt);
  if (!counter || !counter->hasLocalStorage())
    return false;
  // Running out of tries fails: the loop's own exit goes to a failure return or a throw.
  const Stmt *after = nextStatement(loopStmt, ctx);
  const auto *ret = dyn_cast_or_null<ReturnStmt>(after);
  const auto *thrown = dyn_cast_or_null<Expr>(after);
  bool fails = (ret && isFailureResult(*ret)) || (thrown && isa<CXXThrowExpr>(thrown->IgnoreImplicit()));
  if (!fails)
    return false;
  const Stmt *body = nullptr;
  if (const auto *f = dyn_cast<ForStmt>(loopStmt))
    body = f->getBody();
  else if (const auto *w = dyn_cast<WhileStmt>(loopStmt))
    body = w->getBody();
  else if (const auto *d = dyn_cast<DoStmt>(loopStmt))
    body = d->getBody();
  if (!body)
    return false;
  BodyScan scan{{}, counter, [&](const ReturnStmt &r) { return isFailureResult(r); }};
  scan.TraverseStmt(const_cast<Stmt *>(body));
  return !scan.readsCounter && scan.returnsSuccess;
}

} // namespace faultline::extract
