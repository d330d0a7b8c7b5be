#include "extract/SettledStates.h"

#include "extract/ControlFlow.h"
#include "extract/StatementShapes.h"

#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/Stmt.h"

#include <optional>
#include <set>

namespace faultline::extract {

using namespace clang;

namespace {

// `p->field` with `p` a pointer parameter of `fn`, of integer, enum or bool type: the parameter
// and the field.
struct FieldOfParameter {
  const ParmVarDecl *object = nullptr;
  const FieldDecl *field = nullptr;
};
std::optional<FieldOfParameter> fieldOfParameter(const Expr *e) {
  const auto *member = dyn_cast<MemberExpr>(e->IgnoreParenImpCasts());
  if (!member || !member->isArrow() || !member->getType()->isIntegralOrEnumerationType())
    return std::nullopt;
  const auto *field = dyn_cast<FieldDecl>(member->getMemberDecl());
  const auto *ref = dyn_cast<DeclRefExpr>(member->getBase()->IgnoreParenImpCasts());
  const auto *object = ref ? dyn_cast<ParmVarDecl>(ref->getDecl()) : nullptr;
  if (!field || !object)
    return std::nullopt;
  return FieldOfParameter{object, field};
}

// The value a state is compared with or set to: a parameter, or an integer constant.
struct StateValue {
  const ParmVarDecl *parameter = nullptr;
  int64_t constant = 0;
  bool operator==(const StateValue &o) const {
    return parameter == o.parameter && (parameter || constant == o.constant);
  }
};
std::optional<StateValue> stateValue(const Expr *e, const ASTContext &ctx) {
  e = e->IgnoreParenImpCasts();
  if (const auto *ref = dyn_cast<DeclRefExpr>(e))
    if (const auto *parameter = dyn_cast<ParmVarDecl>(ref->getDecl()))
      return StateValue{parameter, 0};
  Expr::EvalResult result;
  if (!e->isValueDependent() && e->EvaluateAsInt(result, ctx) &&
      result.Val.getInt().getSignificantBits() <= 64)
    return StateValue{nullptr, result.Val.getInt().getExtValue()};
  return std::nullopt;
}

// What stands between the test and the store: every `return` a failure result (the state is
// left unset only when the call failed, and the next call tries again), no `goto`, and no write
// of the object or value parameter.
class Between : public RecursiveASTVisitor<Between> {
public:
  Between(const ASTContext &ctx, const FunctionDecl &fn, const ParmVarDecl *object,
          const ParmVarDecl *value)
      : ctx(ctx), booleanResult(returnsBoolean(fn)),
        pointerResult(fn.getReturnType()->isPointerType()), object(object), value(value) {}
  bool ok = true;

  bool TraverseLambdaExpr(LambdaExpr *) { return true; } // its own returns
  bool VisitGotoStmt(GotoStmt *) { return ok = false; }
  // `if (err < 0) return err;` (connman's `err = __connman_tethering_set_enabled(); if (err < 0)
  // return err;`): a status returned on the branch that finds it negative is a failure.
  bool VisitIfStmt(IfStmt *s) {
    const auto *less = dyn_cast<BinaryOperator>(s->getCond()->IgnoreParenImpCasts());
    Expr::EvalResult zero;
    if (!less || less->getOpcode() != BO_LT || less->getRHS()->isValueDependent() ||
        !less->getRHS()->EvaluateAsInt(zero, ctx) || !zero.Val.getInt().isZero())
      return true;
    const auto *status = dyn_cast<DeclRefExpr>(less->getLHS()->IgnoreParenImpCasts());
    const Stmt *then = s->getThen();
    if (const auto *block = dyn_cast_or_null<CompoundStmt>(then))
      then = block->body_empty() ? nullptr : block->body_back();
    const auto *ret = dyn_cast_or_null<ReturnStmt>(then);
    const auto *value = ret && ret->getRetValue()
                            ? dyn_cast<DeclRefExpr>(ret->getRetValue()->IgnoreParenImpCasts())
                            : nullptr;
    if (status && value && status->getDecl() == value->getDecl())
      negativeReturns.insert(ret);
    return true;
  }
  bool VisitReturnStmt(ReturnStmt *ret) {
    if (negativeReturns.count(ret) && !pointerResult && !booleanResult)
      return true;
    const Expr *v = ret->getRetValue();
    if (!v || v->isValueDependent())
      return ok = false;
    v = v->IgnoreParenImpCasts();
    if (pointerResult) {
      ok = v->isNullPointerConstant(const_cast<ASTContext &>(ctx), Expr::NPC_ValueDependentIsNotNull) !=
           Expr::NPCK_NotNull;
      return ok;
    }
    Expr::EvalResult result;
    ok = v->EvaluateAsInt(result, ctx) &&
         (booleanResult ? result.Val.getInt().isZero() : result.Val.getInt().isNegative());
    return ok;
  }
  bool VisitExpr(Expr *e) {
    if (const Expr *target = writtenOperand(e))
      ok = ok && !writes(target);
    return ok;
  }

private:
  bool writes(const Expr *e) const {
    const auto *ref = dyn_cast<DeclRefExpr>(e->IgnoreParenImpCasts());
    return ref && (ref->getDecl() == object || (value && ref->getDecl() == value));
  }
  const ASTContext &ctx;
  bool booleanResult, pointerResult;
  const ParmVarDecl *object, *value;
  std::set<const ReturnStmt *> negativeReturns;
};

// The test of the branch form: `p->f OP K` (either side), `!p->f`, `p->f`; whether a value
// passes it.
struct StateTest {
  FieldOfParameter state;
  BinaryOperatorKind op = BO_NE; // `p->f OP constant`
  int64_t constant = 0;
  bool passes(int64_t v) const {
    switch (op) {
    case BO_LT: return v < constant;
    case BO_LE: return v <= constant;
    case BO_GT: return v > constant;
    case BO_GE: return v >= constant;
    case BO_EQ: return v == constant;
    default: return v != constant;
    }
  }
};
std::optional<StateTest> stateTest(const Expr *cond, const ASTContext &ctx) {
  cond = cond->IgnoreParenImpCasts();
  if (const auto *negation = dyn_cast<UnaryOperator>(cond); negation && negation->getOpcode() == UO_LNot)
    if (auto state = fieldOfParameter(negation->getSubExpr()))
      return StateTest{*state, BO_EQ, 0};
  if (auto state = fieldOfParameter(cond))
    return StateTest{*state, BO_NE, 0};
  const auto *compare = dyn_cast<BinaryOperator>(cond);
  if (!compare || !compare->isComparisonOp())
    return std::nullopt;
  BinaryOperatorKind op = compare->getOpcode();
  std::optional<FieldOfParameter> state = fieldOfParameter(compare->getLHS());
  std::optional<StateValue> value = stateValue(compare->getRHS(), ctx);
  if (!state) { // `K > p->f`: the same test with the sides swapped
    state = fieldOfParameter(compare->getRHS());
    value = stateValue(compare->getLHS(), ctx);
    op = BinaryOperator::reverseComparisonOp(op);
  }
  if (!state || !value || value->parameter)
    return std::nullopt;
  return StateTest{*state, op, value->constant};
}

// What stands between the branch's start and its store: no `goto`, no write of the object
// parameter, and every `return` nested in an `if` (an early exit on a failed step) and not
// returning `success`, the constant the function's final `return` gives (libspng's `return
// encode_err(ctx, ret);` and `return SPNG_ENOIHDR;` against its closing `return 0;`).
class BranchExits : public RecursiveASTVisitor<BranchExits> {
public:
  BranchExits(const ASTContext &ctx, const ParmVarDecl *object, std::optional<int64_t> success)
      : ctx(ctx), object(object), success(success) {}
  bool ok = true;
  bool TraverseLambdaExpr(LambdaExpr *) { return true; }
  bool TraverseIfStmt(IfStmt *s) {
    ++conditional;
    bool more = RecursiveASTVisitor::TraverseIfStmt(s);
    --conditional;
    return more;
  }
  bool VisitGotoStmt(GotoStmt *) { return ok = false; }
  bool VisitReturnStmt(ReturnStmt *ret) {
    const Expr *v = ret->getRetValue();
    Expr::EvalResult result;
    bool returnsSuccess = !v || !success ||
                          (!v->isValueDependent() && v->EvaluateAsInt(result, ctx) &&
                           result.Val.getInt().getSignificantBits() <= 64 &&
                           result.Val.getInt().getExtValue() == *success);
    ok = ok && conditional > 0 && !returnsSuccess;
    return ok;
  }
  bool VisitExpr(Expr *e) {
    if (const Expr *target = writtenOperand(e))
      ok = ok && !names(target);
    return ok;
  }

private:
  bool names(const Expr *e) const {
    const auto *ref = dyn_cast<DeclRefExpr>(e->IgnoreParenImpCasts());
    return ref && ref->getDecl() == object;
  }
  const ASTContext &ctx;
  const ParmVarDecl *object;
  std::optional<int64_t> success;
  int conditional = 0;
};

// The constant the function's last statement returns (`return 0;`), if it is one.
std::optional<int64_t> finalReturn(const CompoundStmt *body, const ASTContext &ctx) {
  const auto *ret = body->body_empty() ? nullptr : dyn_cast<ReturnStmt>(body->body_back());
  const Expr *v = ret ? ret->getRetValue() : nullptr;
  Expr::EvalResult result;
  if (!v || v->isValueDependent() || !v->EvaluateAsInt(result, ctx) ||
      result.Val.getInt().getSignificantBits() > 64)
    return std::nullopt;
  return result.Val.getInt().getExtValue();
}

// The branch form (facts::SettledState::endOrder): `if (ctx->state < FIRST) { ...; ctx->state =
// FIRST; }` among the statements of the body itself (an `else` chain after it is allowed): the
// branch stores a constant its own test rejects, so the next call with the same object skips it.
std::optional<facts::SettledState> settledBranch(const IfStmt *test, const CompoundStmt *body,
                                                 ASTContext &ctx, Locations &locations) {
  if (test->getInit() || test->getConditionVariable())
    return std::nullopt;
  const auto *then = dyn_cast_or_null<CompoundStmt>(test->getThen());
  std::optional<StateTest> guard = stateTest(test->getCond(), ctx);
  if (!then || then->body_empty() || !guard)
    return std::nullopt;
  std::vector<const Stmt *> statements(then->body_begin(), then->body_end());
  for (size_t j = 0; j < statements.size(); ++j) {
    const Stmt *s = statements[j];
    if (const auto *cleanups = dyn_cast<ExprWithCleanups>(s))
      s = cleanups->getSubExpr();
    const auto *store = dyn_cast<BinaryOperator>(s);
    if (!store || store->getOpcode() != BO_Assign)
      continue;
    std::optional<FieldOfParameter> target = fieldOfParameter(store->getLHS());
    std::optional<StateValue> stored = stateValue(store->getRHS(), ctx);
    if (!target || target->object != guard->state.object || target->field != guard->state.field ||
        !stored || stored->parameter || guard->passes(stored->constant))
      continue;
    BranchExits exits(ctx, guard->state.object, finalReturn(body, ctx));
    for (size_t k = 0; k < j && exits.ok; ++k)
      exits.TraverseStmt(const_cast<Stmt *>(statements[k]));
    if (!exits.ok)
      return std::nullopt;
    facts::SettledState settled;
    settled.objectParameter = static_cast<int>(guard->state.object->getFunctionScopeIndex());
    settled.field = guard->state.field->getNameAsString();
    settled.constant = stored->constant;
    settled.afterOrder = locations.order(then->getBeginLoc());
    settled.endOrder = locations.order(then->getEndLoc()) + 1;
    settled.range = locations.range(test->getCond()->getSourceRange());
    return settled;
  }
  return std::nullopt;
}

} // namespace

std::vector<facts::SettledState> collectSettledStates(ASTContext &ctx, Locations &locations,
                                                      const FunctionDecl *fn) {
  std::vector<facts::SettledState> out;
  const auto *body = dyn_cast_or_null<CompoundStmt>(fn->getBody());
  if (!body)
    return out;
  std::vector<const Stmt *> statements(body->body_begin(), body->body_end());
  for (size_t i = 0; i < statements.size(); ++i) {
    const auto *test = dyn_cast<IfStmt>(statements[i]);
    if (test)
      if (std::optional<facts::SettledState> branch = settledBranch(test, body, ctx, locations)) {
        out.push_back(std::move(*branch));
        continue;
      }
    if (!test || test->getElse() || test->getInit() || test->getConditionVariable() ||
        !endsInReturn(test->getThen()))
      continue;
    const auto *equal = dyn_cast<BinaryOperator>(test->getCond()->IgnoreParenImpCasts());
    if (!equal || equal->getOpcode() != BO_EQ)
      continue;
    std::optional<FieldOfParameter> state = fieldOfParameter(equal->getLHS());
    std::optional<StateValue> value = stateValue(equal->getRHS(), ctx);
    if (!state || !value) {
      state = fieldOfParameter(equal->getRHS());
      value = stateValue(equal->getLHS(), ctx);
    }
    if (!state || !value || value->parameter == state->object)
      continue;
    // The store of the same value into the same field, a later statement of the body itself.
    for (size_t j = i + 1; j < statements.size(); ++j) {
      const Stmt *s = statements[j];
      if (const auto *cleanups = dyn_cast<ExprWithCleanups>(s))
        s = cleanups->getSubExpr();
      const auto *store = dyn_cast<BinaryOperator>(s);
      if (!store || store->getOpcode() != BO_Assign)
        continue;
      std::optional<FieldOfParameter> target = fieldOfParameter(store->getLHS());
      std::optional<StateValue> stored = stateValue(store->getRHS(), ctx);
      if (!target || target->object != state->object || target->field != state->field || !stored ||
          !(*stored == *value))
        continue;
      Between between(ctx, *fn, state->object, value->parameter);
      for (size_t k = i + 1; k < j && between.ok; ++k)
        between.TraverseStmt(const_cast<Stmt *>(statements[k]));
      if (!between.ok)
        break;
      facts::SettledState settled;
      settled.objectParameter = static_cast<int>(state->object->getFunctionScopeIndex());
      settled.field = state->field->getNameAsString();
      settled.valueParameter =
          value->parameter ? static_cast<int>(value->parameter->getFunctionScopeIndex()) : -1;
      settled.constant = value->constant;
      settled.afterOrder = locations.order(test->getEndLoc()) + 1;
      settled.range = locations.range(test->getSourceRange());
      out.push_back(std::move(settled));
      break;
    }
  }
  return out;
}

} // namespace faultline::extract
