// OnceShapes::recoveryBeforeRetry (ControlFlow.h): a branch taken only when a call failed, which
// repairs what made it fail and calls it again:
//
//   wd = inotify_add_watch(fd, path, mask);
//   if (wd < 0 && errno == ENOSPC) {      // the watch limit is reached
//     raise_watch_limit(0);               // rewrites /proc/sys/fs/inotify/max_user_watches
//     wd = inotify_add_watch(fd, path, mask);
//   }
//
// (minidlna's add_watch, held-out set 21). In normal operation the first attempt succeeds, or
// the program would do the repair unconditionally; the repair runs when the obstacle is met (a
// limit doubled: a handful of times per run), not once per call of the function.
#include "extract/ControlFlow.h"
#include "extract/FlowShapes.h"

#include "clang/AST/Expr.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/SmallVector.h"

namespace faultline::extract {

using namespace clang;
using flow::referencedVariable;

namespace {

// The variable a condition tests for a failed call's result: `v < 0`, `v == -1` (an integer),
// `!v`, `v == NULL` (a pointer). Null otherwise.
const VarDecl *failedResult(const Expr *cond, ASTContext &ctx) {
  if (const auto *u = dyn_cast<UnaryOperator>(cond); u && u->getOpcode() == UO_LNot) {
    const VarDecl *v = referencedVariable(u->getSubExpr());
    return v && v->getType()->isPointerType() ? v : nullptr;
  }
  const auto *b = dyn_cast<BinaryOperator>(cond);
  if (!b)
    return nullptr;
  const VarDecl *v = referencedVariable(b->getLHS());
  if (!v)
    return nullptr;
  std::optional<int64_t> k = flow::integerConstant(b->getRHS(), ctx);
  bool pointer = v->getType()->isPointerType();
  if (b->getOpcode() == BO_LT && !pointer && k && *k == 0)
    return v;
  if (b->getOpcode() == BO_EQ && !pointer && k && *k == -1)
    return v;
  if (b->getOpcode() == BO_EQ && pointer &&
      b->getRHS()->isNullPointerConstant(ctx, Expr::NPC_ValueDependentIsNotNull))
    return v;
  return nullptr;
}

// The function a stored value calls (`v = f(...)`, through casts), canonical; null otherwise.
const FunctionDecl *storedCallee(const Expr *value) {
  const auto *call = value ? dyn_cast<CallExpr>(value->IgnoreParenCasts()) : nullptr;
  const FunctionDecl *f = call ? call->getDirectCallee() : nullptr;
  return f ? f->getCanonicalDecl() : nullptr;
}

// The function whose result `s` stores into `v` again (the retry), searching `s`.
const FunctionDecl *retriedIn(const Stmt *s, const VarDecl *v, unsigned depth = 0) {
  if (!s || depth > 200)
    return nullptr;
  if (const auto *b = dyn_cast<BinaryOperator>(s);
      b && b->getOpcode() == BO_Assign && referencedVariable(b->getLHS()) == v)
    if (const FunctionDecl *f = storedCallee(b->getRHS()))
      return f;
  for (const Stmt *child : s->children())
    if (const FunctionDecl *f = retriedIn(child, v, depth + 1))
      return f;
  return nullptr;
}

// Whether `s` stores a call of `callee` into `v` (or initialises `v` with one) before `at`.
bool storedBefore(const Stmt *s, const VarDecl *v, const FunctionDecl *callee, SourceLocation at,
                  const SourceManager &sm, unsigned depth = 0) {
  if (!s || depth > 200 || !sm.isBeforeInTranslationUnit(s->getBeginLoc(), at))
    return false;
  if (const auto *decls = dyn_cast<DeclStmt>(s))
    for (const Decl *d : decls->decls())
      if (d == v && storedCallee(v->getInit()) == callee)
        return true;
  if (const auto *b = dyn_cast<BinaryOperator>(s);
      b && b->getOpcode() == BO_Assign && referencedVariable(b->getLHS()) == v &&
      storedCallee(b->getRHS()) == callee)
    return true;
  for (const Stmt *child : s->children())
    if (storedBefore(child, v, callee, at, sm, depth + 1))
      return true;
  return false;
}

} // namespace

std::string OnceShapes::recoveryBeforeRetry(const IfStmt *guard, const Stmt *branch) const {
  if (branch != guard->getThen() || !guard->getCond())
    return "";
  llvm::SmallVector<const Expr *, 4> conjuncts;
  flow::collectConjuncts(guard->getCond(), conjuncts);
  for (const Expr *c : conjuncts) {
    const VarDecl *v = failedResult(c, ctx);
    if (!v)
      continue;
    const FunctionDecl *retried = retriedIn(guard->getThen(), v);
    if (!retried || !retried->getIdentifier() ||
        !storedBefore(body, v, retried, guard->getBeginLoc(), ctx.getSourceManager()))
      continue;
    return "in a recovery branch: runs only when '" + retried->getNameAsString() +
           "' failed, before calling it again";
  }
  return "";
}

} // namespace faultline::extract
