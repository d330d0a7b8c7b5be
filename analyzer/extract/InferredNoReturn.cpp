// Functions of the translation unit that never return though nothing declares them so:
//
//   static void die(const char *msg) { fprintf(stderr, "%s\n", msg); exit(1); }
//
// A body with no `return` whose last statement calls a function that does not return (exit,
// abort, a [[noreturn]] one, or another such function: read to a fixed point) never returns:
// every path that reaches the body's end passes that call. Clang builds its CFG from declared
// attributes only, so a request loop ending in `die("bad request")` looked as if it went round
// (flow::isFailureEnd now asks this set too). The set is the translation unit's; a function
// defined in another file comes from the run's project index (fastmode/ProjectNoreturns.h), by
// name, when this TU only declares it (docs/precision.md, "Session 24").
#include "extract/FlowShapes.h"

#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/DenseSet.h"

#include <vector>

namespace faultline::extract::flow {

using namespace clang;

namespace {

thread_local InferredNoReturnScope::Sets current;

struct Definitions : RecursiveASTVisitor<Definitions> {
  std::vector<const FunctionDecl *> found;
  bool shouldVisitTemplateInstantiations() const { return false; }
  bool VisitFunctionDecl(FunctionDecl *f) {
    if (f->doesThisDeclarationHaveABody() && !f->isNoReturn() && isa_and_nonnull<CompoundStmt>(f->getBody()))
      found.push_back(f);
    return true;
  }
};

// Whether `s` holds a `return` (lambdas and blocks are other functions).
struct Returns : RecursiveASTVisitor<Returns> {
  bool any = false;
  bool TraverseLambdaExpr(LambdaExpr *) { return true; }
  bool TraverseBlockExpr(BlockExpr *) { return true; }
  bool VisitReturnStmt(ReturnStmt *) {
    any = true;
    return false;
  }
};

const FunctionDecl *calleeOf(const Stmt *s) {
  const auto *e = dyn_cast_or_null<Expr>(s);
  if (!e)
    return nullptr;
  const auto *call = dyn_cast<CallExpr>(e->IgnoreImplicit()->IgnoreParenCasts());
  return call ? call->getDirectCallee() : nullptr;
}

// A free function this TU declares but does not define, named in the project's index: the
// index holds only functions defined at file scope and not `static` in some file of the run.
bool inProjectIndex(const FunctionDecl *callee) {
  if (!current.project || current.project->empty() || !callee->getIdentifier() || callee->isDefined() ||
      isa<CXXMethodDecl>(callee) || !callee->getDeclContext()->getRedeclContext()->isTranslationUnit() ||
      !callee->isExternallyVisible())
    return false;
  return current.project->count(std::string_view(callee->getName())) != 0;
}

} // namespace

bool isNoReturnCallee(const FunctionDecl *callee) {
  return callee && (callee->isNoReturn() ||
                    (current.inferred && current.inferred->contains(callee->getCanonicalDecl())) ||
                    inProjectIndex(callee));
}

bool callsInferredNoReturn(const CFGBlock &block) {
  if ((!current.inferred || current.inferred->empty()) && (!current.project || current.project->empty()))
    return false;
  for (const CFGElement &element : block)
    if (auto stmt = element.getAs<CFGStmt>())
      if (const auto *call = dyn_cast<CallExpr>(stmt->getStmt()))
        if (const FunctionDecl *callee = call->getDirectCallee();
            callee && !callee->isNoReturn() && isNoReturnCallee(callee))
          return true;
  return false;
}

InferredNoReturnScope::InferredNoReturnScope(ASTContext &ctx, const std::set<std::string, std::less<>> *projectNoreturns)
    : previous(current) {
  current.project = projectNoreturns;
  Definitions definitions;
  for (Decl *scope : ctx.getTraversalScope())
    definitions.TraverseDecl(scope);
  std::vector<const FunctionDecl *> candidates;
  for (const FunctionDecl *f : definitions.found) {
    Returns returns;
    returns.TraverseStmt(const_cast<Stmt *>(f->getBody()));
    if (!returns.any && !cast<CompoundStmt>(f->getBody())->body_empty())
      candidates.push_back(f);
  }
  current.inferred = &set;
  for (bool grew = true; grew;) {
    grew = false;
    for (const FunctionDecl *f : candidates) {
      if (set.contains(f->getCanonicalDecl()))
        continue;
      if (isNoReturnCallee(calleeOf(cast<CompoundStmt>(f->getBody())->body_back()))) {
        set.insert(f->getCanonicalDecl());
        grew = true;
      }
    }
  }
}

InferredNoReturnScope::~InferredNoReturnScope() { current = previous; }

} // namespace faultline::extract::flow
