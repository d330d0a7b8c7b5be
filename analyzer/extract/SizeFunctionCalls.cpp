// SizeEvaluator's reading of calls of configured size functions (ExtractOptions::sizeFunctions:
// the library models' `size-functions:` and the user's; facts/builder/SizeFunctionModels.h):
// `malloc(ZSTD_CStreamOutSize())` is 131,591 bytes, `malloc(LZ4_compressBound(1 << 20))` is
// 1,052,708, although neither body is in the translation unit. Without the model the first is
// a call's result given nothing that can grow, so not even plausibly large.
#include "extract/SizeEvaluator.h"
#include "facts/builder/SizeFunctionModels.h"

#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"

using namespace clang;

namespace faultline::extract {

const SizeFunctionSpec *SizeEvaluator::sizeFunction(const CallExpr *call) const {
  if (!options || options->sizeFunctions.empty())
    return nullptr;
  const FunctionDecl *callee = call->getDirectCallee();
  const IdentifierInfo *id = callee ? callee->getIdentifier() : nullptr;
  if (!id)
    return nullptr;
  // As for configured allocators (WalkerEvents.cpp): the library's own source, a method or a
  // namespaced function sharing the name is code to read, not the model's function.
  const DeclContext *context = callee->getDeclContext()->getRedeclContext();
  bool definedHere = callee->isDefined() || isa<CXXMethodDecl>(callee) ||
                     !(context->isTranslationUnit() || callee->isExternC());
  return builder::configuredSizeFunction(*options, id->getName(),
                                         callee->getQualifiedNameAsString(), definedHere);
}

std::optional<int64_t> SizeEvaluator::sizeFunctionValue(const CallExpr *call, Trace &trace,
                                                        unsigned depth) {
  const SizeFunctionSpec *spec = sizeFunction(call);
  if (!spec)
    return std::nullopt;
  std::optional<int64_t> argument;
  if (int i = builder::boundArgument(*spec); i >= 0) {
    if (static_cast<unsigned>(i) >= call->getNumArgs())
      return std::nullopt;
    argument = evaluate(call->getArg(i), trace, depth + 1);
    if (!argument)
      return std::nullopt;
  }
  return builder::sizeFunctionResult(*spec, argument, trace);
}

} // namespace faultline::extract
