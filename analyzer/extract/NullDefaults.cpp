// A string parameter given a default where it is null (facts::SymbolicValue::defaulted; fast
// mode: analyzer/fastmode/FastNullDefaults.cpp). libsolv's solv_xfopen starts `if (!mode) mode =
// "r";` and hands `mode` to the opener whose scan of it decides the encoder: after that `if`,
// the parameter is the caller's string, or "r" where the caller passes NULL. Read only when that
// is exact: the `if` is a statement of the function body with no `else`, its branch is that one
// store of a string literal, nothing else writes the parameter, no label lets a jump skip it.
#include "extract/WalkerImpl.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

namespace faultline::extract::walker {

namespace {

const Expr *bare(const Expr *e) { return e ? e->IgnoreParenImpCasts() : nullptr; }

bool names(const Expr *e, const ParmVarDecl *param) {
  const auto *ref = dyn_cast_or_null<DeclRefExpr>(bare(e));
  return ref && ref->getDecl() == param;
}

// `!p`, `p == NULL`, `NULL == p`.
bool testsNull(const Expr *cond, const ParmVarDecl *param, ASTContext &ctx) {
  cond = bare(cond);
  if (const auto *u = dyn_cast_or_null<UnaryOperator>(cond); u && u->getOpcode() == UO_LNot)
    return names(u->getSubExpr(), param);
  const auto *b = dyn_cast_or_null<BinaryOperator>(cond);
  if (!b || b->getOpcode() != BO_EQ)
    return false;
  auto isNull = [&](const Expr *e) {
    return e->isNullPointerConstant(ctx, Expr::NPC_ValueDependentIsNotNull);
  };
  return (names(b->getLHS(), param) && isNull(b->getRHS())) ||
         (names(b->getRHS(), param) && isNull(b->getLHS()));
}

// Writes of the parameter (references that do not only read it) and labels in the body.
struct Writes : RecursiveASTVisitor<Writes> {
  const ParmVarDecl *param;
  unsigned all = 0, reads = 0;
  bool labels = false;
  explicit Writes(const ParmVarDecl *param) : param(param) {}
  bool VisitDeclRefExpr(DeclRefExpr *ref) {
    all += ref->getDecl() == param;
    return true;
  }
  bool VisitImplicitCastExpr(ImplicitCastExpr *cast) {
    const auto *ref = dyn_cast<DeclRefExpr>(cast->getSubExpr()->IgnoreParens());
    reads += cast->getCastKind() == CK_LValueToRValue && ref && ref->getDecl() == param;
    return true;
  }
  bool VisitLabelStmt(LabelStmt *) { return !(labels = true); }
  bool VisitIndirectGotoStmt(IndirectGotoStmt *) { return !(labels = true); }
};

} // namespace

std::optional<facts::SymbolicValue> Walker::nullDefaulted(const ParmVarDecl *param,
                                                          const DeclRefExpr *ref) {
  const auto *body = dyn_cast_or_null<CompoundStmt>(function->getBody());
  if (!body || param->getDeclContext() != function || !isCharPointerParameter(param))
    return std::nullopt;
  SourceManager &sources = ctx.getSourceManager();
  for (const Stmt *s : body->body()) {
    if (!sources.isBeforeInTranslationUnit(s->getEndLoc(), ref->getBeginLoc()))
      return std::nullopt;
    const auto *test = dyn_cast<IfStmt>(s);
    if (!test || test->getElse() || test->hasInitStorage() || test->hasVarStorage() ||
        test->isConsteval() || !testsNull(test->getCond(), param, ctx))
      continue;
    const Stmt *then = test->getThen();
    if (const auto *block = dyn_cast<CompoundStmt>(then))
      then = block->size() == 1 ? block->body_front() : nullptr;
    const auto *store = dyn_cast_or_null<BinaryOperator>(
        dyn_cast_or_null<Expr>(then) ? bare(cast<Expr>(then)) : nullptr);
    const auto *literal =
        store ? dyn_cast<StringLiteral>(store->getRHS()->IgnoreParenImpCasts()) : nullptr;
    if (!store || store->getOpcode() != BO_Assign || !names(store->getLHS(), param) || !literal ||
        !literal->isOrdinary())
      return std::nullopt;
    std::string text = literal->getString().str();
    for (char c : text)
      if (c < 0x20 || c == '\\' || c >= 0x7f)
        return std::nullopt; // spelled with an escape: fast mode keeps the spelling
    Writes writes(param);
    writes.TraverseStmt(const_cast<CompoundStmt *>(body));
    if (writes.labels || writes.all - writes.reads != 1)
      return std::nullopt;
    facts::SymbolicValue v;
    v.defaulted = static_cast<int>(param->getFunctionScopeIndex());
    v.nullDefault = std::move(text);
    return v;
  }
  return std::nullopt;
}

bool Walker::isCharPointerParameter(const ParmVarDecl *param) {
  QualType t = param->getType();
  return t->isPointerType() && t->getPointeeType()->isCharType();
}

} // namespace faultline::extract::walker
