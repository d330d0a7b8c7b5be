#include "extract/LocalOnceFlags.h"

#include <clang/AST/Expr.h>
#include <clang/Basic/SourceManager.h>

namespace faultline::extract {

using namespace clang;

namespace {

bool constantIs(const Expr *e, ASTContext &ctx, bool zero) {
  e = e->IgnoreParenImpCasts();
  Expr::EvalResult result;
  if (e->isValueDependent() || !e->EvaluateAsInt(result, ctx))
    return false;
  return (result.Val.getInt() == 0) == zero;
}

const VarDecl *variableOf(const Expr *e) {
  if (const auto *ref = dyn_cast<DeclRefExpr>(e->IgnoreParenImpCasts()))
    return dyn_cast<VarDecl>(ref->getDecl());
  return nullptr;
}

// `!v`, `v == 0`, `0 == v`: the variable tested for "not yet".
const VarDecl *testedForZero(const Expr *cond, ASTContext &ctx) {
  cond = cond->IgnoreParenImpCasts();
  if (const auto *unary = dyn_cast<UnaryOperator>(cond); unary && unary->getOpcode() == UO_LNot)
    return variableOf(unary->getSubExpr());
  if (const auto *binary = dyn_cast<BinaryOperator>(cond); binary && binary->getOpcode() == BO_EQ) {
    if (constantIs(binary->getRHS(), ctx, true))
      return variableOf(binary->getLHS());
    if (constantIs(binary->getLHS(), ctx, true))
      return variableOf(binary->getRHS());
  }
  return nullptr;
}

bool setsNonzero(const Stmt *s, const VarDecl *flag, ASTContext &ctx) {
  const auto *assign = dyn_cast_or_null<BinaryOperator>(s);
  return assign && assign->getOpcode() == BO_Assign && variableOf(assign->getLHS()) == flag &&
         constantIs(assign->getRHS(), ctx, false);
}

bool holdsJump(const Stmt *s, unsigned depth = 0) {
  if (!s || depth > 200)
    return false;
  if (isa<ContinueStmt>(s) || isa<GotoStmt>(s) || isa<IndirectGotoStmt>(s))
    return true;
  for (const Stmt *child : s->children())
    if (holdsJump(child, depth + 1))
      return true;
  return false;
}

// Every mention of `flag` under `s` reads it or is the left side of `flag = K`, K nonzero.
// `parent` is the statement holding `s`.
bool onlySetNonzero(const Stmt *s, const Stmt *parent, const VarDecl *flag, ASTContext &ctx,
                    unsigned depth = 0) {
  if (!s || depth > 400)
    return true;
  if (const auto *ref = dyn_cast<DeclRefExpr>(s); ref && ref->getDecl() == flag) {
    if (const auto *read = dyn_cast_or_null<ImplicitCastExpr>(parent);
        read && read->getCastKind() == CK_LValueToRValue)
      return true; // a read
    return setsNonzero(parent, flag, ctx) && cast<BinaryOperator>(parent)->getLHS()->IgnoreParens() == ref;
  }
  for (const Stmt *child : s->children())
    if (!onlySetNonzero(child, s, flag, ctx, depth + 1))
      return false;
  return true;
}

// The local flag guarding the last of `ancestors`, or null.
const VarDecl *localOnceFlag(const std::vector<const Stmt *> &ancestors, const FunctionDecl *function,
                             ASTContext &ctx) {
  for (size_t i = 0; i + 1 < ancestors.size(); ++i) {
    const auto *guard = dyn_cast<IfStmt>(ancestors[i]);
    if (!guard || guard->getThen() != ancestors[i + 1] || !guard->getCond())
      continue;
    const VarDecl *flag = testedForZero(guard->getCond(), ctx);
    if (!flag || !flag->hasLocalStorage() || isa<ParmVarDecl>(flag) || !flag->getType()->isScalarType() ||
        flag->getType()->isPointerType() || !flag->getInit() || !constantIs(flag->getInit(), ctx, true))
      continue;
    const auto *block = dyn_cast<CompoundStmt>(guard->getThen());
    if (!block || holdsJump(block))
      continue;
    bool sets = false;
    for (const Stmt *s : block->body())
      sets |= setsNonzero(s, flag, ctx);
    if (sets && function->getBody() && onlySetNonzero(function->getBody(), nullptr, flag, ctx))
      return flag;
  }
  return nullptr;
}

} // namespace

int localOnceFlagLoop(const std::vector<const Stmt *> &ancestors, const FunctionDecl *function,
                      ASTContext &ctx, const std::vector<const Stmt *> &loopStmts) {
  const VarDecl *flag = localOnceFlag(ancestors, function, ctx);
  if (!flag)
    return -2;
  const SourceManager &sm = ctx.getSourceManager();
  SourceLocation declared = sm.getExpansionLoc(flag->getLocation());
  int bound = -1;
  for (const Stmt *a : ancestors)
    for (size_t id = 0; id < loopStmts.size(); ++id)
      if (loopStmts[id] == a && sm.isPointWithin(declared, sm.getExpansionLoc(a->getBeginLoc()),
                                                 sm.getExpansionLoc(a->getEndLoc())))
        bound = static_cast<int>(id); // ancestors run outermost first: the last one is innermost
  return bound;
}

} // namespace faultline::extract
