// SizeEvaluator::returnsStringLength: whether a function's integer result is a string length,
// the per-function fact the join uses for sizes taken from its calls (Size::growthCalls,
// rules/program/StringLengthResults.h). `len = get_name(ctx, i, NULL, 0); malloc(len + 1)`
// sizes a name when get_name returns a scan count or a strlen, and a payload when it returns
// a length field it decoded: the difference is in the callee, often in another file.
#include "extract/DeclKeys.h"
#include "extract/SizeEvaluator.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ExprObjC.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

#include <algorithm>

using namespace clang;

namespace faultline::extract {

namespace {
// The function's own `return` statements: not those of lambdas or blocks defined in it.
class Returns : public RecursiveASTVisitor<Returns> {
public:
  std::vector<const ReturnStmt *> found;
  bool VisitReturnStmt(ReturnStmt *ret) {
    found.push_back(ret);
    return true;
  }
  bool TraverseLambdaExpr(LambdaExpr *) { return true; }
  bool TraverseBlockExpr(BlockExpr *) { return true; }
};
} // namespace

std::string SizeEvaluator::calleeKey(const FunctionDecl *callee) const {
  if (!callee || callee->getBuiltinID() != 0 ||
      ctx.getSourceManager().isInSystemHeader(callee->getLocation()))
    return "";
  return usrOf(callee);
}

bool SizeEvaluator::returnsStringLength(std::vector<std::string> &conditions) {
  if (!function || !function->getBody() || !function->getReturnType()->isIntegerType() ||
      function->getReturnType()->isBooleanType())
    return false;
  Returns returns;
  returns.TraverseStmt(const_cast<Stmt *>(function->getBody()));
  if (returns.found.empty())
    return false;
  std::vector<std::string> keys;
  bool modest = true;
  parametersModest = true;
  deferredCalls = &keys;
  for (const ReturnStmt *ret : returns.found) {
    const Expr *value = ret->getRetValue();
    if (!value || magnitude(value).growth == builder::Magnitude::Large) {
      modest = false;
      break;
    }
  }
  parametersModest = false;
  deferredCalls = nullptr;
  if (!modest)
    return false;
  std::sort(keys.begin(), keys.end());
  keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
  conditions = std::move(keys);
  return true;
}

} // namespace faultline::extract
