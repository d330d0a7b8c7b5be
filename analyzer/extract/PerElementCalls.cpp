#include "extract/PerElementCalls.h"

#include "extract/DeclKeys.h"
#include "extract/FunctionWalker.h"
#include "facts/builder/PerElementAlgorithms.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace faultline::extract {

namespace {

// What a lambda's call runs: its call operator, or for a generic lambda the one instantiation
// of it (the algorithm's element type); none when it has several.
const FunctionDecl *lambdaCallOperator(const LambdaExpr *lambda) {
  const FunctionTemplateDecl *generic = lambda->getDependentCallOperator();
  if (!generic)
    return lambda->getCallOperator();
  const FunctionDecl *only = nullptr;
  for (const FunctionDecl *instance : generic->specializations()) {
    if (only)
      return nullptr;
    only = instance;
  }
  return only;
}

// The callable an argument passes: the lambda or function under the copies and temporaries a
// by-value template parameter adds (`Function f` initialised from a lambda or a named one).
const FunctionDecl *callableOf(const Expr *argument) {
  const Expr *e = argument;
  for (int guard = 0; e && guard < 8; ++guard) {
    e = e->IgnoreParenImpCasts();
    if (const auto *temporary = dyn_cast<MaterializeTemporaryExpr>(e))
      e = temporary->getSubExpr();
    else if (const auto *bound = dyn_cast<CXXBindTemporaryExpr>(e))
      e = bound->getSubExpr();
    else if (const auto *copy = dyn_cast<CXXConstructExpr>(e); copy && copy->getNumArgs() == 1 &&
                                                               copy->getConstructor()->isCopyOrMoveConstructor())
      e = copy->getArg(0);
    else
      break;
  }
  if (!e)
    return nullptr;
  if (const auto *lambda = dyn_cast<LambdaExpr>(e))
    return lambdaCallOperator(lambda);
  if (const FunctionDecl *named = namedFunction(e))
    return named;
  // `auto per_row = [&](const Row &r) { ... }; std::for_each(b, e, per_row);`
  if (const auto *ref = dyn_cast<DeclRefExpr>(e))
    if (const auto *var = dyn_cast<VarDecl>(ref->getDecl()); var && var->getInit())
      if (const auto *lambda = dyn_cast<LambdaExpr>(var->getInit()->IgnoreImplicit()))
        return lambdaCallOperator(lambda);
  return nullptr;
}

} // namespace

std::optional<PerElementCall> perElementCall(const CallExpr *call, Locations &locations) {
  const FunctionDecl *algorithm = call->getDirectCallee();
  if (!algorithm || !algorithm->getIdentifier())
    return std::nullopt;
  std::string name = algorithm->getQualifiedNameAsString();
  int index = builder::perElementCallable(name, call->getNumArgs());
  if (index < 0)
    return std::nullopt;
  const FunctionDecl *callable = callableOf(call->getArg(static_cast<unsigned>(index)));
  if (!callable || callable->isDependentContext() ||
      locations.inSystemHeader(callable->getLocation()))
    return std::nullopt;
  std::string usr = usrOf(callable);
  if (usr.empty())
    return std::nullopt;
  return PerElementCall{name, locations.range(call->getSourceRange()),
                        functionDisplayName(callable, locations), std::move(usr)};
}

} // namespace faultline::extract
