// Walker::keptMemoParameter (WalkerImpl.h): a resource a function keeps in a static between
// calls only when its caller asks it to, opened afresh otherwise:
//
//   static int mdstat_fd = -1;
//   struct mdstat_ent *mdstat_read(int hold, int start) {
//     if (hold && mdstat_fd != -1) { lseek(mdstat_fd, 0, 0); f = fdopen(dup(mdstat_fd), "r"); }
//     else f = fopen("/proc/mdstat", "r");                    // every call, unless `hold`
//     ...
//     if (hold && mdstat_fd == -1) mdstat_fd = dup(fileno(f));  // kept for the next call
//
// (mdadm's mdstat_read; reshape_array polls it with hold = 1: whole-corpus re-run, session 27).
// With the parameter nonzero the `else` side runs on the first call only; with it zero, on every
// call. So the `else` side's events repeat only when the parameter is 0: a value test the join
// decides from the path's constant arguments (rules/program/ValueTests.h), marked as a guard
// (facts::ValueTest::guard) because the code does run once either way (a wrapper's open stays
// unconditional). The static may be reset elsewhere (a close function), as a once-flag may.
// Fast mode: fastmode/FastKeptMemos.cpp.
#include "extract/FlowShapes.h"
#include "extract/WalkerImpl.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

namespace faultline::extract::walker {

namespace {

// The static variable `e` tests for "set": `m`, `m != 0`, `m != NULL`, `m != K` (K a constant,
// returned in `sentinel`); null otherwise.
const VarDecl *memoSetTest(const Expr *e, ASTContext &ctx, std::optional<int64_t> &sentinel) {
  sentinel.reset();
  const VarDecl *memo = flow::testedForNonZero(e, ctx);
  if (memo) {
    sentinel = 0;
  } else if (const auto *b = dyn_cast<BinaryOperator>(e->IgnoreParenImpCasts()); b && b->getOpcode() == BO_NE) {
    for (int side = 0; side < 2 && !memo; ++side) {
      const Expr *var = side ? b->getRHS() : b->getLHS(), *constant = side ? b->getLHS() : b->getRHS();
      if (auto k = flow::integerConstant(constant, ctx)) {
        memo = flow::referencedVariable(var);
        sentinel = k;
      }
    }
  }
  return memo && memo->hasGlobalStorage() && !memo->getType().isVolatileQualified() ? memo : nullptr;
}

// Whether `body` stores into `memo` a value that is not the constant `sentinel`, after `from`.
bool filledAfter(const Stmt *body, const VarDecl *memo, int64_t sentinel, SourceLocation from,
                 ASTContext &ctx) {
  struct Finder : RecursiveASTVisitor<Finder> {
    const VarDecl *memo;
    int64_t sentinel;
    SourceLocation from;
    ASTContext &ctx;
    bool found = false;
    Finder(const VarDecl *memo, int64_t sentinel, SourceLocation from, ASTContext &ctx)
        : memo(memo), sentinel(sentinel), from(from), ctx(ctx) {}
    bool VisitBinaryOperator(BinaryOperator *b) {
      if (b->getOpcode() != BO_Assign || flow::referencedVariable(b->getLHS()) != memo ||
          !ctx.getSourceManager().isBeforeInTranslationUnit(from, b->getBeginLoc()))
        return true;
      auto k = flow::integerConstant(b->getRHS(), ctx);
      found |= !k || *k != sentinel;
      return !found;
    }
  } finder(memo, sentinel, from, ctx);
  finder.TraverseStmt(const_cast<Stmt *>(body));
  return finder.found;
}

} // namespace

int Walker::keptMemoParameter(const IfStmt *guard) const {
  const Expr *cond = guard->getCond();
  llvm::SmallVector<const Expr *, 4> conjuncts;
  if (cond)
    flow::collectConjuncts(cond, conjuncts);
  if (conjuncts.size() != 2)
    return -1;
  for (int side = 0; side < 2; ++side) {
    const auto *param = dyn_cast_or_null<ParmVarDecl>(flow::testedForNonZero(conjuncts[side], ctx));
    if (!param || param->getDeclContext() != function || mutated.contains(param) ||
        !(param->getType()->isIntegerType() || param->getType()->isBooleanType()))
      continue;
    std::optional<int64_t> sentinel;
    const VarDecl *memo = memoSetTest(conjuncts[1 - side], ctx, sentinel);
    if (memo && sentinel && filledAfter(function->getBody(), memo, *sentinel, guard->getEndLoc(), ctx))
      return static_cast<int>(param->getFunctionScopeIndex());
  }
  return -1;
}

} // namespace faultline::extract::walker
