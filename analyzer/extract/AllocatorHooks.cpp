#include "extract/AllocatorHooks.h"
#include "extract/DeclKeys.h"

#include "facts/builder/AllocatorHook.h"

#include "clang/AST/Expr.h"

namespace faultline::extract {

using namespace clang;

namespace {

bool isFunctionPointer(QualType type) {
  return type->isFunctionPointerType() || type->isFunctionType();
}

} // namespace

const VarDecl *hookVariable(const Expr *callee) {
  if (!callee)
    return nullptr;
  const auto *ref = dyn_cast<DeclRefExpr>(callee->IgnoreParenCasts());
  if (!ref)
    return nullptr;
  const auto *var = dyn_cast<VarDecl>(ref->getDecl());
  if (!var || !var->hasGlobalStorage() || !isFunctionPointer(var->getType()))
    return nullptr;
  return var;
}

std::string hookUsr(const VarDecl *var) {
  std::string usr = usrOf(var);
  return usr.empty() ? "name:" + var->getQualifiedNameAsString() : usr;
}

std::optional<facts::FunctionFacts> walkAllocatorHook(ASTContext &, Locations &locations,
                                                      const VarDecl *var) {
  if (!var->hasGlobalStorage() || !isFunctionPointer(var->getType()) || var->isInvalidDecl() ||
      var->getDeclContext()->isDependentContext())
    return std::nullopt;
  const FunctionDecl *target = namedFunction(var->getInit());
  if (!target || !target->getIdentifier())
    return std::nullopt;
  QualType pointee = var->getType()->isFunctionPointerType() ? var->getType()->getPointeeType()
                                                              : var->getType();
  const auto *proto = pointee->getAs<FunctionProtoType>();
  unsigned parameters = proto ? proto->getNumParams() : target->getNumParams();
  std::optional<builder::HookTarget> hookTarget;
  std::string name = target->getName().str();
  // The C library's own function (declared in a system header, or nowhere defined): its table
  // entry; otherwise the program's function, which the join follows.
  if (locations.inSystemHeader(target->getLocation()) || !target->isDefined())
    hookTarget = builder::libraryHookTarget(name);
  if (!hookTarget && !locations.inSystemHeader(target->getLocation()))
    hookTarget = builder::HookTarget{target->getQualifiedNameAsString(), usrOf(target)};
  if (!hookTarget)
    return std::nullopt;
  return builder::allocatorHook(var->getQualifiedNameAsString(), hookUsr(var),
                                locations.range(var->getLocation()), *hookTarget, parameters);
}

} // namespace faultline::extract
