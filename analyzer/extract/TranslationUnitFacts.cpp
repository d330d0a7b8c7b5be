#include "extract/TranslationUnitFacts.h"
#include "extract/FlowShapes.h"

#include "extract/AllocatorHooks.h"
#include "extract/CapacityFields.h"
#include "extract/SettledStates.h"
#include "extract/FieldCallbacks.h"
#include "extract/FieldResets.h"
#include "extract/FieldStores.h"
#include "extract/FixFacts.h"
#include "extract/FunctionWalker.h"
#include "extract/HostTables.h"
#include "extract/Locations.h"
#include "extract/PerElementCalls.h"
#include "extract/StaticInitialisers.h"
#include "facts/builder/PerElementAlgorithms.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/DenseSet.h"

#include <set>

using namespace clang;

namespace faultline::extract {
namespace {

class FunctionCollector : public RecursiveASTVisitor<FunctionCollector> {
public:
  FunctionCollector(ASTContext &ctx, const ExtractOptions &options,
                    facts::TranslationUnitFacts &out)
      : ctx(ctx), options(options), out(out), locations(ctx.getSourceManager(), ctx.getLangOpts()) {}

  bool shouldVisitTemplateInstantiations() const { return true; }
  bool shouldVisitImplicitCode() const { return false; }

  bool TraverseDecl(Decl *d) {
    // Nothing in system headers is the user's to fix; not descending there is also most of
    // the speed of this pass.
    if (d && !isa<TranslationUnitDecl>(d) && locations.inSystemHeader(d->getLocation()))
      return true;
    return RecursiveASTVisitor::TraverseDecl(d);
  }

  bool VisitFunctionDecl(FunctionDecl *fn) {
    if (!fn->doesThisDeclarationHaveABody() || fn->isDependentContext() || !fn->getBody() ||
        fn->isInvalidDecl())
      return true;
    if (const auto *method = dyn_cast<CXXMethodDecl>(fn); method && method->getParent()->isLambda())
      return true; // reached through VisitLambdaExpr with a better name
    analyse(fn, fn->getQualifiedNameAsString());
    return true;
  }

  bool VisitVarDecl(VarDecl *var) {
    // Runs before main: `static int pinned = mallopt(M_MMAP_THRESHOLD, ...);` pins too.
    if (auto initialiser = walkStaticInitialiser(ctx, locations, var))
      out.functions.push_back(std::move(*initialiser));
    // `Curl_cmalloc = (curl_malloc_callback)malloc`: calls through it allocate (AllocatorHooks.h).
    if (auto hook = walkAllocatorHook(ctx, locations, var))
      out.functions.push_back(std::move(*hook));
    // `static PyMethodDef X_methods[] = {{"f", (PyCFunction)f, ...}}`: f runs per Python call.
    for (facts::FunctionFacts &table : walkHostTable(ctx, locations, var))
      out.functions.push_back(std::move(table));
    // `static struct cfg defaults = {.bufsize = 1 << 20};`: a value of the field (FieldStores.h).
    collectInitialiserStores(ctx, locations, var, out.fieldStores);
    return true;
  }

  // `p->gmalloc = stdalloc_malloc`, `{.open = blosc2_stdio_open}`: calls through the field may
  // allocate, release or open like the stored function (FieldCallbacks.h).
  bool VisitBinaryOperator(BinaryOperator *op) {
    addFieldStores(fieldStores(ctx, locations, op));
    return true;
  }

  bool VisitInitListExpr(InitListExpr *ile) {
    addFieldStores(fieldStores(ctx, locations, ile));
    return true;
  }

  // `std::for_each(b, e, [&](const Row &r) { ... })`: the algorithm's loop over the elements,
  // as a pseudo-function calling the lambda (PerElementCalls.h); once per call written, however
  // many instantiations of the enclosing template reach it.
  bool VisitCallExpr(CallExpr *call) {
    if (auto perElement = perElementCall(call, locations)) {
      facts::FunctionFacts f = builder::perElementFunction(
          perElement->algorithm, perElement->at, perElement->callee, perElement->calleeUsr);
      if (seenPerElement.insert(f.usr).second)
        out.functions.push_back(std::move(f));
    }
    return true;
  }

  bool VisitLambdaExpr(LambdaExpr *lambda) {
    // A generic lambda (`[&](auto &row) {...}`): what runs are its call operator's
    // instantiations, one per argument type the program calls it with.
    if (FunctionTemplateDecl *generic = lambda->getDependentCallOperator()) {
      for (FunctionDecl *instance : generic->specializations())
        if (instance->getBody() && !instance->isDependentContext())
          analyse(instance, functionDisplayName(instance, locations));
      return true;
    }
    CXXMethodDecl *call = lambda->getCallOperator();
    if (!call || call->isDependentContext() || !call->getBody())
      return true;
    analyse(call, functionDisplayName(call, locations));
    return true;
  }

private:
  void analyse(const FunctionDecl *fn, std::string name) {
    if (!seen.insert(fn).second)
      return;
    out.functions.push_back(walkFunction(ctx, locations, options, fn, std::move(name)));
    out.functions.back().capacityFields = collectCapacityFields(ctx, locations, fn);
    out.functions.back().settledStates = collectSettledStates(ctx, locations, fn); // SettledStates.h
    out.functions.back().fieldResets = collectFieldResets(ctx, locations, fn); // FieldResets.h
    out.functions.back().writtenFields = collectWrittenFields(ctx, fn);
    markStraightLineCalls(locations, fn, out.functions.back().calls);
    collectFieldStores(ctx, locations, &options, fn, out.fieldStores); // FieldStores.h
    addFixes(ctx, locations, fn, out.functions.back(), out.fixes); // FixFacts.h
  }

  void addFieldStores(std::vector<facts::FunctionFacts> stores) {
    for (facts::FunctionFacts &f : stores) {
      // Once per place: a template instantiated twice stores at the same place.
      std::string at = f.usr + "@" + f.range.file + ":" + std::to_string(f.range.line) + ":" +
                       std::to_string(f.range.column);
      if (seenStores.insert(at).second)
        out.functions.push_back(std::move(f));
    }
  }

  ASTContext &ctx;
  const ExtractOptions &options;
  facts::TranslationUnitFacts &out;
  Locations locations;
  llvm::DenseSet<const FunctionDecl *> seen;
  std::set<std::string> seenStores;
  std::set<std::string> seenPerElement;
};

} // namespace

void collectTranslationUnitFacts(ASTContext &ctx, const ExtractOptions &options,
                                 facts::TranslationUnitFacts &out) {
  flow::InferredNoReturnScope noReturn(ctx, options.projectNoreturns.get()); // before any CFG is read
  FunctionCollector collector(ctx, options, out);
  // The whole TU for the CLI (the default scope); clangd narrows it to the main file's own
  // top-level declarations, so a preamble's headers are neither deserialised nor walked on
  // every edit (the checks' matchers see the same scope).
  for (Decl *scope : ctx.getTraversalScope())
    collector.TraverseDecl(scope);
}

} // namespace faultline::extract
