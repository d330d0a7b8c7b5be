#include "extract/ConstantBranches.h"

#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace faultline::extract {

namespace {

// A label or `case` inside the branch lets a `goto` (or the enclosing `switch`) enter it
// whatever the condition says: `if (0) { fail: free(buf); return -1; }`, C's cleanup idiom.
bool enteredByJump(const Stmt *s) {
  if (!s)
    return false;
  if (isa<LabelStmt>(s) || isa<SwitchCase>(s))
    return true;
  for (const Stmt *child : s->children())
    if (enteredByJump(child))
      return true;
  return false;
}

void collectDependentIfs(const Stmt *s, llvm::DenseSet<unsigned> &out) {
  if (!s)
    return;
  if (const auto *branch = dyn_cast<IfStmt>(s); branch && branch->getCond() &&
                                                 branch->getCond()->isValueDependent())
    out.insert(branch->getIfLoc().getRawEncoding());
  for (const Stmt *child : s->children())
    collectDependentIfs(child, out);
}

} // namespace

bool DependentConditions::dependent(const IfStmt *branch) {
  if (!function || !function->isTemplateInstantiation())
    return false;
  if (!read) {
    read = true;
    if (const FunctionDecl *pattern = function->getTemplateInstantiationPattern())
      collectDependentIfs(pattern->getBody(), locations);
  }
  return locations.contains(branch->getIfLoc().getRawEncoding());
}

std::optional<bool> constantCondition(const IfStmt *branch, const ASTContext &ctx,
                                      DependentConditions *dependent) {
  const Expr *cond = branch->getCond();
  if (!cond || cond->isValueDependent() || branch->getConditionVariable())
    return std::nullopt;
  const Expr *bare = cond->IgnoreParenImpCasts();
  if (const auto *cast = dyn_cast<CStyleCastExpr>(bare)) // `if ((void *)0)`, `if ((int)0)`
    bare = cast->getSubExpr()->IgnoreParenImpCasts();
  const auto *enumerator = dyn_cast<DeclRefExpr>(bare);
  bool literal = isa<IntegerLiteral>(bare) || isa<CXXBoolLiteralExpr>(bare) ||
                 (enumerator && isa<EnumConstantDecl>(enumerator->getDecl()));
  if (!literal && !branch->isConstexpr() && !(dependent && dependent->dependent(branch)))
    return std::nullopt;
  bool value = false;
  if (!cond->EvaluateAsBooleanCondition(value, ctx) ||
      enteredByJump(value ? branch->getElse() : branch->getThen()))
    return std::nullopt;
  return value;
}

} // namespace faultline::extract
