#include "extract/OneShotUses.h"

#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

namespace faultline::extract {

using namespace clang;

namespace {

// The library's prefix: `ZSTD_` of `ZSTD_decompressStream` (up to and including the first `_`).
StringRef prefixOf(StringRef use) {
  size_t underscore = use.find('_');
  return underscore == StringRef::npos ? use : use.take_front(underscore + 1);
}

bool refersTo(const Expr *e, const VarDecl *var) {
  const auto *ref = e ? dyn_cast<DeclRefExpr>(e->IgnoreParenCasts()) : nullptr;
  return ref && ref->getDecl() == var;
}

class Uses : public RecursiveASTVisitor<Uses> {
public:
  Uses(const VarDecl *handle, StringRef use, ArrayRef<std::string> sizeQueries, const CallExpr *create,
       ASTContext &ctx)
      : handle(handle), use(use), prefix(prefixOf(use)), sizeQueries(sizeQueries), create(create), ctx(ctx) {}
  unsigned useCalls = 0;
  bool inLoop = false, escapes = false;
  std::string sizeQuery; // a size query the function calls

  bool TraverseLambdaExpr(LambdaExpr *) { return true; }
  bool TraverseStmt(Stmt *s) {
    bool loop = isa_and_nonnull<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(s) && !holds(s, create);
    loops += loop;
    bool more = RecursiveASTVisitor::TraverseStmt(s);
    loops -= loop;
    return more;
  }
  bool VisitCallExpr(CallExpr *call) {
    const FunctionDecl *callee = call->getDirectCallee();
    StringRef name = callee && callee->getIdentifier() ? callee->getName() : "";
    if (sizeQuery.empty() && llvm::is_contained(sizeQueries, name))
      sizeQuery = name.str();
    for (unsigned i = 0; i < call->getNumArgs(); ++i) {
      if (!refersTo(call->getArg(i), handle))
        continue;
      if (name == use && i == 0) {
        ++useCalls;
        inLoop = inLoop || loops > 0;
      } else if (!name.starts_with(prefix)) {
        escapes = true; // another function could stream through it
      }
    }
    return true;
  }
  bool VisitBinaryOperator(BinaryOperator *op) {
    // `ctx->stream = s`: stored where other code reaches it.
    if (op->getOpcode() == BO_Assign && refersTo(op->getRHS(), handle))
      escapes = true;
    return true;
  }
  bool VisitReturnStmt(ReturnStmt *ret) {
    escapes = escapes || refersTo(ret->getRetValue(), handle);
    return true;
  }

private:
  bool holds(const Stmt *outer, const Stmt *inner) const {
    const SourceManager &sm = ctx.getSourceManager();
    SourceLocation at = sm.getExpansionLoc(inner->getBeginLoc());
    return sm.isPointWithin(at, sm.getExpansionLoc(outer->getBeginLoc()),
                            sm.getExpansionLoc(outer->getEndLoc()));
  }
  const VarDecl *handle;
  StringRef use, prefix;
  ArrayRef<std::string> sizeQueries;
  const CallExpr *create;
  ASTContext &ctx;
  int loops = 0;
};

} // namespace

bool usedOnceOutsideLoops(const Stmt *body, const VarDecl *handle, StringRef use,
                          ArrayRef<std::string> sizeQueries, const CallExpr *create, ASTContext &ctx,
                          std::string *sizeQuery) {
  if (!body || !handle || !handle->hasLocalStorage() || use.empty())
    return false;
  Uses uses(handle, use, sizeQueries, create, ctx);
  uses.TraverseStmt(const_cast<Stmt *>(body));
  if (uses.escapes || uses.useCalls == 0)
    return false;
  if (sizeQuery)
    *sizeQuery = uses.sizeQuery;
  return !uses.sizeQuery.empty() || (uses.useCalls == 1 && !uses.inLoop);
}

} // namespace faultline::extract
