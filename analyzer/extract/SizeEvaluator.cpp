#include "extract/SizeEvaluator.h"
#include "extract/FieldStores.h"

#include "facts/builder/Affine.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"

#include <algorithm>

using namespace clang;

namespace faultline::extract {

namespace {
class MutationCollector : public RecursiveASTVisitor<MutationCollector> {
public:
  llvm::DenseSet<const VarDecl *> mutated;

  static const VarDecl *variable(const Expr *e) {
    if (const auto *ref = dyn_cast_or_null<DeclRefExpr>(e ? e->IgnoreParenImpCasts() : nullptr))
      return dyn_cast<VarDecl>(ref->getDecl());
    return nullptr;
  }
  void mark(const Expr *e) {
    // A const object cannot be written, even through its address (`&benchedSize` handed to a
    // `const size_t *`): it keeps its initialiser.
    if (const VarDecl *v = variable(e); v && !v->getType().isConstQualified())
      mutated.insert(v);
  }
  bool VisitBinaryOperator(BinaryOperator *op) {
    if (op->isAssignmentOp())
      mark(op->getLHS());
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *op) {
    if (op->isIncrementDecrementOp() || op->getOpcode() == UO_AddrOf)
      mark(op->getSubExpr());
    return true;
  }
  bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *call) {
    if (call->isAssignmentOp() && call->getNumArgs() > 0)
      mark(call->getArg(0));
    return true;
  }
  bool VisitCallExpr(CallExpr *call) {
    const FunctionDecl *callee = call->getDirectCallee();
    for (unsigned i = 0; i < call->getNumArgs(); ++i) {
      if (!callee || i >= callee->getNumParams())
        break;
      QualType type = callee->getParamDecl(i)->getType();
      if (type->isReferenceType() && !type.getNonReferenceType().isConstQualified())
        mark(call->getArg(i));
    }
    return true;
  }
  bool VisitLambdaExpr(LambdaExpr *lambda) {
    for (const LambdaCapture &capture : lambda->captures())
      if (capture.capturesVariable() && capture.getCaptureKind() == LCK_ByRef)
        if (const auto *v = dyn_cast<VarDecl>(capture.getCapturedVar()))
          mutated.insert(v);
    return true;
  }
};
} // namespace

llvm::DenseSet<const VarDecl *> collectMutatedVariables(const Stmt *body) {
  MutationCollector collector;
  collector.TraverseStmt(const_cast<Stmt *>(body));
  return std::move(collector.mutated);
}

uint64_t SizeEvaluator::sizeOf(QualType type) const {
  if (type.isNull() || type->isIncompleteType() || type->isDependentType() ||
      type->isVoidType() || type->isFunctionType())
    return 0;
  return static_cast<uint64_t>(ctx.getTypeSizeInChars(type).getQuantity());
}


std::optional<int64_t> SizeEvaluator::evaluate(const Expr *e, Trace &trace, unsigned depth) {
  if (!e || depth > kMaxDepth || e->isValueDependent() || e->containsErrors())
    return std::nullopt;
  e = e->IgnoreParenCasts();
  Expr::EvalResult result;
  if (!isa<DeclRefExpr>(e) && e->EvaluateAsInt(result, ctx) && result.Val.isInt()) {
    const llvm::APSInt &v = result.Val.getInt();
    if (v.getSignificantBits() > 63)
      return std::nullopt;
    return v.getExtValue();
  }
  if (const auto *op = dyn_cast<BinaryOperator>(e)) {
    auto lhs = evaluate(op->getLHS(), trace, depth + 1);
    auto rhs = evaluate(op->getRHS(), trace, depth + 1);
    if (!lhs || !rhs)
      return std::nullopt;
    int64_t out = 0;
    switch (op->getOpcode()) {
    case BO_Add:
      if (__builtin_add_overflow(*lhs, *rhs, &out)) return std::nullopt;
      return out;
    case BO_Sub:
      if (__builtin_sub_overflow(*lhs, *rhs, &out)) return std::nullopt;
      return out;
    case BO_Mul:
      if (__builtin_mul_overflow(*lhs, *rhs, &out)) return std::nullopt;
      return out;
    case BO_Div:
      return *rhs ? std::optional<int64_t>(*lhs / *rhs) : std::nullopt;
    case BO_Rem:
      return *rhs ? std::optional<int64_t>(*lhs % *rhs) : std::nullopt;
    case BO_Shl:
      if (*rhs < 0 || *rhs > 62 || *lhs < 0 || (*lhs >> (62 - *rhs)) != 0) return std::nullopt;
      return *lhs << *rhs;
    case BO_Shr:
      if (*rhs < 0 || *rhs > 63) return std::nullopt;
      return *lhs >> *rhs;
    case BO_And: return *lhs & *rhs;
    case BO_Or: return *lhs | *rhs;
    case BO_Xor: return *lhs ^ *rhs;
    default:
      return std::nullopt;
    }
  }
  if (const auto *cond = dyn_cast<ConditionalOperator>(e)) {
    // Either branch may run; the larger one is what can fault.
    auto t = evaluate(cond->getTrueExpr(), trace, depth + 1);
    auto f = evaluate(cond->getFalseExpr(), trace, depth + 1);
    if (!t || !f)
      return std::nullopt;
    return std::max(*t, *f);
  }
  if (const auto *ref = dyn_cast<DeclRefExpr>(e)) {
    if (const auto *param = dyn_cast<ParmVarDecl>(ref->getDecl())) {
      if (trace.parameter < 0 && function)
        for (unsigned i = 0; i < function->getNumParams(); ++i)
          if (function->getParamDecl(i) == param)
            trace.parameter = static_cast<int>(i);
      return std::nullopt;
    }
    const auto *var = dyn_cast<VarDecl>(ref->getDecl());
    if (!var || !var->getType()->isIntegerType() || var->getType().isVolatileQualified()) {
      // Enumerators and the like: the constant evaluator knows them.
      if (e->EvaluateAsInt(result, ctx) && result.Val.isInt() &&
          result.Val.getInt().getSignificantBits() <= 63)
        return result.Val.getInt().getExtValue();
      return std::nullopt;
    }
    // A local written once (its initialiser) or a file-scope constant.
    bool local = var->hasLocalStorage() && !mutated.contains(var);
    bool fileConstant = var->hasGlobalStorage() && var->getType().isConstQualified();
    const Expr *init = var->getAnyInitializer();
    if (var->hasLocalStorage() && mutated.contains(var))
      // Written again: what reaches this read, only while sizing an allocation (size()); other
      // readers of evaluate (loop and branch analyses) keep the flow-insensitive answer.
      return sizing ? reachingConstant(ref, trace, depth + 1) : std::nullopt;
    if (!(local || fileConstant) || !init)
      return std::nullopt;
    auto v = evaluate(init, trace, depth + 1);
    if (v) {
      std::string step = var->getName().str() + " = " + locations.text(init);
      if (step.size() > 80)
        step = var->getName().str() + " = " + std::to_string(*v);
      auto at = locations.point(var->getLocation());
      step += " (line " + std::to_string(at.line) + ")";
      trace.derivation = trace.derivation.empty() ? step : trace.derivation + ", " + step;
    }
    return v;
  }
  if (const auto *member = dyn_cast<MemberExpr>(e); member && sizing)
    return storedConstant(member, trace, depth + 1);
  if (const auto *lookup = dyn_cast<ArraySubscriptExpr>(e); lookup && sizing)
    return tableEntry(lookup, trace, depth + 1);
  if (const auto *call = dyn_cast<CallExpr>(e))
    return sizeFunctionValue(call, trace, depth + 1); // SizeFunctionCalls.cpp
  return std::nullopt;
}

std::optional<uint64_t> SizeEvaluator::value(const Expr *e) {
  Trace trace;
  auto v = evaluate(e, trace, 0);
  if (!v || *v < 0)
    return std::nullopt;
  return static_cast<uint64_t>(*v);
}

std::optional<int64_t> SizeEvaluator::sizedValue(const Expr *e, std::string &derivation) {
  bool was = sizing;
  sizing = true;
  Trace trace;
  auto v = evaluate(e, trace, 0);
  sizing = was;
  if (!v || *v < 0)
    return std::nullopt;
  derivation = trace.derivation;
  return v;
}

// Whether `cond` only asks if parameter `index` is zero: `p`, `!p`, `p == 0`, `p != 0`, `p > 0`,
// `p <= 0` (either side).
bool SizeEvaluator::testsForZero(const Expr *cond, int index) const {
  auto isParam = [&](const Expr *e) {
    const auto *ref = dyn_cast<DeclRefExpr>(e->IgnoreParenImpCasts());
    const auto *param = ref ? dyn_cast<ParmVarDecl>(ref->getDecl()) : nullptr;
    return param && function && index >= 0 && static_cast<unsigned>(index) < function->getNumParams() &&
           function->getParamDecl(index) == param;
  };
  auto isZero = [&](const Expr *e) {
    Expr::EvalResult r;
    return !e->isValueDependent() && e->EvaluateAsInt(r, ctx) && r.Val.getInt() == 0;
  };
  cond = cond->IgnoreParenImpCasts();
  if (isParam(cond))
    return true;
  if (const auto *u = dyn_cast<UnaryOperator>(cond); u && u->getOpcode() == UO_LNot)
    return isParam(u->getSubExpr());
  if (const auto *b = dyn_cast<BinaryOperator>(cond); b && b->isComparisonOp())
    return (isParam(b->getLHS()) && isZero(b->getRHS())) ||
           (isParam(b->getRHS()) && isZero(b->getLHS()));
  return false;
}

std::optional<facts::SymbolicValue> SizeEvaluator::symbolic(const Expr *e, unsigned depth) {
  if (!e || depth > kMaxDepth || e->isValueDependent() || e->containsErrors())
    return std::nullopt;
  facts::SymbolicValue out;
  Trace trace;
  if (auto v = evaluate(e, trace, 0)) {
    out.constant = *v;
    return out;
  }
  e = e->IgnoreParenCasts();
  if (const auto *ref = dyn_cast<DeclRefExpr>(e)) {
    const auto *var = dyn_cast<VarDecl>(ref->getDecl());
    if (!var || !var->getType()->isIntegerType())
      return std::nullopt;
    if (mutated.contains(var)) {
      const auto *param = dyn_cast<ParmVarDecl>(var);
      if (!param)
        return std::nullopt;
      if (!holdsEntryValue(param, ref)) {
        std::optional<int64_t> offset = entryOffset(param, ref);
        if (!offset)
          return std::nullopt;
        out.addend = *offset;
      }
    }
    if (const auto *param = dyn_cast<ParmVarDecl>(var)) {
      for (unsigned i = 0; function && i < function->getNumParams(); ++i)
        if (function->getParamDecl(i) == param) {
          out.parameter = static_cast<int>(i);
          return out;
        }
      return std::nullopt;
    }
    if (var->hasLocalStorage() && var->getAnyInitializer())
      return symbolic(var->getAnyInitializer(), depth + 1);
    return std::nullopt;
  }
  // `size ? size : 1`, `(s) > 0 ? (s) : sizeof(long)`: a fallback for a zero size. The affine arm
  // is the size for every argument but zero, where the other arm is a small constant anyway.
  if (const auto *cond = dyn_cast<ConditionalOperator>(e)) {
    auto yes = symbolic(cond->getTrueExpr(), depth + 1);
    auto no = symbolic(cond->getFalseExpr(), depth + 1);
    if (!yes || !no || (yes->parameter >= 0) == (no->parameter >= 0))
      return std::nullopt;
    const facts::SymbolicValue &affine = yes->parameter >= 0 ? *yes : *no;
    if (!testsForZero(cond->getCond(), affine.parameter))
      return std::nullopt;
    return affine;
  }
  const auto *op = dyn_cast<BinaryOperator>(e);
  if (!op)
    return std::nullopt;
  auto lhs = symbolic(op->getLHS(), depth + 1);
  auto rhs = symbolic(op->getRHS(), depth + 1);
  if (!lhs || !rhs || (lhs->parameter >= 0 && rhs->parameter >= 0))
    return std::nullopt;
  bool lhsSymbolic = lhs->parameter >= 0;
  facts::SymbolicValue sym = lhsSymbolic ? *lhs : *rhs;
  int64_t k = lhsSymbolic ? *rhs->constant : *lhs->constant;
  builder::AffineOp affineOp;
  switch (op->getOpcode()) {
  case BO_Add:
    affineOp = builder::AffineOp::Add;
    break;
  case BO_Sub:
    affineOp = builder::AffineOp::Sub;
    break;
  case BO_Mul:
    affineOp = builder::AffineOp::Mul;
    break;
  case BO_Shl:
    affineOp = builder::AffineOp::Shl;
    break;
  default:
    return std::nullopt;
  }
  return builder::combineAffine(sym, affineOp, k, lhsSymbolic);
}

// How Clang reads a factor; the size itself is assembled in facts/builder/ProductSize.h, as in
// fast mode.
facts::Size SizeEvaluator::size(llvm::ArrayRef<const Expr *> factors, uint64_t elementSize,
                                const std::string &elementType) {
  struct Reader {
    SizeEvaluator &sizes;
    std::string text(const Expr *f) const { return sizes.locations.text(f); }
    bool compound(const Expr *f) const {
      return isa<BinaryOperator>(f->IgnoreParenImpCasts()) ||
             isa<ConditionalOperator>(f->IgnoreParenImpCasts());
    }
    std::optional<int64_t> evaluate(const Expr *f, Trace &trace) const {
      return sizes.evaluate(f, trace, 0);
    }
    std::optional<facts::SymbolicValue> symbolic(const Expr *f) const { return sizes.symbolic(f); }
    builder::Magnitude magnitude(const Expr *f) const { return sizes.magnitude(f); }
    std::string fieldKey(const Expr *f) const {
      const FieldDecl *field = integerFieldRead(f);
      return field ? extract::fieldKey(field) : "";
    }
    std::vector<const Expr *> multiplicands(const Expr *f) const {
      // `(size_t)(nmemb * size)` (libwebp's WebPSafeMalloc): a cast to a 64-bit integer keeps
      // the product's value, as fast mode reads it too.
      const Expr *e = f->IgnoreParenImpCasts();
      while (const auto *cast = dyn_cast<ExplicitCastExpr>(e)) {
        QualType to = cast->getType();
        if (!to->isIntegerType() || sizes.ctx.getTypeSize(to) < 64)
          break;
        e = cast->getSubExpr()->IgnoreParenImpCasts();
      }
      if (const auto *mul = dyn_cast<BinaryOperator>(e); mul && mul->getOpcode() == BO_Mul)
        return {mul->getLHS(), mul->getRHS()};
      return {};
    }
  };
  bool was = sizing;
  sizing = true;
  facts::Size out = builder::productSizeNamingCalls(factors, elementSize, elementType,
                                                    Reader{*this}, deferredCalls);
  sizing = was;
  return out;
}

} // namespace faultline::extract
