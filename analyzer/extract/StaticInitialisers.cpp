#include "extract/StaticInitialisers.h"

#include "facts/builder/AllocatorSettings.h"

#include "clang/AST/Expr.h"
#include "clang/Index/USRGeneration.h"
#include "llvm/ADT/SmallString.h"

namespace faultline::extract {

using namespace clang;

namespace {

// The arguments as Clang's constant evaluator reads them: an initialiser has no locals to trace.
class InitialiserArguments : public builder::SettingArguments {
public:
  InitialiserArguments(const CallExpr *call, ASTContext &ctx, const Locations &locations)
      : call(call), ctx(ctx), locations(locations) {}
  size_t count() const override { return call->getNumArgs(); }
  std::optional<int64_t> constant(size_t i) const override {
    const Expr *arg = call->getArg(i);
    Expr::EvalResult result;
    if (arg->isValueDependent() || !arg->EvaluateAsInt(result, ctx) ||
        result.Val.getInt().getSignificantBits() > 64)
      return std::nullopt;
    return result.Val.getInt().getExtValue();
  }
  std::string literal(size_t i) const override {
    if (const auto *str = dyn_cast<StringLiteral>(call->getArg(i)->IgnoreParenCasts()))
      return str->getString().str();
    return "";
  }
  std::string text(size_t i) const override {
    return locations.text(call->getArg(i)->getSourceRange());
  }

private:
  const CallExpr *call;
  ASTContext &ctx;
  const Locations &locations;
};

void collectSettings(const Stmt *s, ASTContext &ctx, Locations &locations,
                     std::vector<facts::AllocatorSetting> &out, unsigned depth = 0) {
  if (!s || depth > 256)
    return;
  if (const auto *call = dyn_cast<CallExpr>(s))
    if (const FunctionDecl *callee = call->getDirectCallee(); callee && callee->getIdentifier()) {
      llvm::StringRef name = callee->getName();
      if (name == "mallopt" || name == "setenv" || name == "putenv")
        if (auto setting = builder::allocatorSetting(
                name, InitialiserArguments(call, ctx, locations),
                locations.range(call->getSourceRange())))
          out.push_back(std::move(*setting));
    }
  for (const Stmt *child : s->children())
    collectSettings(child, ctx, locations, out, depth + 1);
}

} // namespace

std::optional<facts::FunctionFacts> walkStaticInitialiser(ASTContext &ctx, Locations &locations,
                                                         const VarDecl *var) {
  if (!var->hasGlobalStorage() || var->isStaticLocal() || !var->getInit() ||
      var->isInvalidDecl() || var->getDeclContext()->isDependentContext())
    return std::nullopt;
  facts::FunctionFacts facts;
  collectSettings(var->getInit(), ctx, locations, facts.allocatorSettings);
  if (facts.allocatorSettings.empty())
    return std::nullopt;
  facts.name = "initialiser of '" + var->getQualifiedNameAsString() + "'";
  llvm::SmallString<128> usr;
  if (!index::generateUSRForDecl(var, usr))
    facts.usr = std::string(usr) + "@initialiser";
  facts.range = locations.range(var->getLocation());
  return facts;
}

} // namespace faultline::extract
