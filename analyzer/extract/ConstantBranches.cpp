#include "extract/ConstantBranches.h"

#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace faultline::extract {

std::optional<bool> constantCondition(const IfStmt *branch, const ASTContext &ctx) {
  const Expr *cond = branch->getCond();
  if (!cond || cond->isValueDependent() || branch->getConditionVariable())
    return std::nullopt;
  const Expr *bare = cond->IgnoreParenImpCasts();
  if (const auto *cast = dyn_cast<CStyleCastExpr>(bare)) // `if ((void *)0)`, `if ((int)0)`
    bare = cast->getSubExpr()->IgnoreParenImpCasts();
  const auto *enumerator = dyn_cast<DeclRefExpr>(bare);
  bool literal = isa<IntegerLiteral>(bare) || isa<CXXBoolLiteralExpr>(bare) ||
                 (enumerator && isa<EnumConstantDecl>(enumerator->getDecl()));
  if (!literal && !branch->isConstexpr())
    return std::nullopt;
  bool value = false;
  if (!cond->EvaluateAsBooleanCondition(value, ctx))
    return std::nullopt;
  return value;
}

} // namespace faultline::extract
