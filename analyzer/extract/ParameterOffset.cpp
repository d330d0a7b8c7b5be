// A parameter stepped by a constant once per call before it is passed on: `++depth;
// print(child, depth)` passes the caller's `depth + 1`, an affine value of the caller's own
// parameter (facts::SymbolicValue), which the join follows down the recursion
// (rules/program/NestingCounters.h). Only steps that run exactly once per call qualify: a
// statement directly in the function's body, outside every loop and branch.
#include "extract/SizeEvaluator.h"
#include "extract/StatementShapes.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;

namespace faultline::extract {

namespace {

bool refersTo(const Expr *e, const ParmVarDecl *param) {
  const auto *ref = dyn_cast_or_null<DeclRefExpr>(e ? e->IgnoreParenImpCasts() : nullptr);
  return ref && ref->getDecl() == param;
}

// Every expression of the body that may write `param`: assignments, ++/--, &param, a non-const
// reference argument, a by-reference lambda capture.
class WriteCounter : public RecursiveASTVisitor<WriteCounter> {
public:
  explicit WriteCounter(const ParmVarDecl *param) : param(param) {}
  bool VisitExpr(Expr *e) {
    if (const Expr *target = writtenOperand(e); target && refersTo(target, param))
      ++writes;
    return true;
  }
  bool VisitCallExpr(CallExpr *call) {
    const FunctionDecl *callee = call->getDirectCallee();
    for (unsigned i = 0; i < call->getNumArgs(); ++i) {
      if (!refersTo(call->getArg(i), param))
        continue;
      if (!callee || i >= callee->getNumParams()) {
        ++writes; // unknown callee, or a variadic slot: assume the worst only for references
        continue;
      }
      QualType type = callee->getParamDecl(i)->getType();
      if (type->isReferenceType() && !type.getNonReferenceType().isConstQualified())
        ++writes;
    }
    return true;
  }
  bool VisitLambdaExpr(LambdaExpr *lambda) {
    for (const LambdaCapture &capture : lambda->captures())
      if (capture.capturesVariable() && capture.getCaptureKind() == LCK_ByRef &&
          capture.getCapturedVar() == param)
        ++writes;
    return true;
  }
  const ParmVarDecl *param;
  unsigned writes = 0;
};

// The constant a top-level statement adds to `param` (`++p`, `p--`, `p += 2`), if it is one.
std::optional<int64_t> stepOf(const Stmt *s, const ParmVarDecl *param, ASTContext &ctx) {
  const auto *e = dyn_cast<Expr>(s);
  if (!e)
    return std::nullopt;
  e = e->IgnoreImplicit();
  if (const auto *u = dyn_cast<UnaryOperator>(e); u && u->isIncrementDecrementOp() &&
                                                   refersTo(u->getSubExpr(), param))
    return u->isIncrementOp() ? 1 : -1;
  if (const auto *b = dyn_cast<CompoundAssignOperator>(e);
      b && refersTo(b->getLHS(), param) &&
      (b->getOpcode() == BO_AddAssign || b->getOpcode() == BO_SubAssign)) {
    Expr::EvalResult k;
    if (!b->getRHS()->isValueDependent() && b->getRHS()->EvaluateAsInt(k, ctx) &&
        k.Val.getInt().getSignificantBits() <= 32) {
      int64_t v = k.Val.getInt().getExtValue();
      return b->getOpcode() == BO_AddAssign ? v : -v;
    }
  }
  return std::nullopt;
}

} // namespace

std::optional<int64_t> SizeEvaluator::entryOffset(const ParmVarDecl *param, const Expr *use) {
  const auto *body = dyn_cast_or_null<CompoundStmt>(function ? function->getBody() : nullptr);
  if (!body || !param->getType()->isIntegerType())
    return std::nullopt;
  const SourceManager &sources = ctx.getSourceManager();
  unsigned steps = 0;
  int64_t offset = 0;
  for (const Stmt *s : body->body()) {
    if (isa<LabelStmt>(s))
      return std::nullopt; // a `goto` could run a step twice
    auto step = stepOf(s, param, ctx);
    if (!step)
      continue;
    ++steps;
    // A step after the use cannot reach it: it is outside every loop of the function.
    if (sources.isBeforeInTranslationUnit(s->getBeginLoc(), use->getBeginLoc()))
      offset += *step;
  }
  WriteCounter counter(param);
  counter.TraverseStmt(const_cast<CompoundStmt *>(body));
  if (steps == 0 || counter.writes != steps)
    return std::nullopt; // some other write (in a branch, a loop, by reference): unknown
  return offset;
}

} // namespace faultline::extract
