// ControlFlow::releasedOnlyOnFailureReturns (ControlFlow.h): a release that is error cleanup.
// Kept apart from ControlFlow.cpp because it reads the function's return values, which the
// loop and noreturn reasoning there never needs.
#include "extract/ControlFlow.h"
#include "extract/FlowShapes.h"

#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"

#include <algorithm>
#include <deque>
#include <optional>

namespace faultline::extract {

using namespace clang;

namespace {

// The `return` statement of a block, if it has one (Clang lists it as the block's last element).
const ReturnStmt *returnOf(const CFGBlock &block) {
  for (auto it = block.rbegin(); it != block.rend(); ++it)
    if (auto element = it->getAs<CFGStmt>())
      if (const auto *ret = dyn_cast<ReturnStmt>(element->getStmt()))
        return ret;
  return dyn_cast_or_null<ReturnStmt>(block.getTerminatorStmt());
}

} // namespace

// `return -1;`, `return -EINVAL;`, `return NULL;` from a function returning a pointer: the
// conventional C failure results; and `return false;` (`FALSE`, 0) from a function returning a
// truth value. `return 0;` from an int function and anything computed say nothing about
// failure (0 is success for int functions), so they count as success.
// A value is read as written and as converted to the result's type, so an error code spelled
// as a large unsigned constant (libisofs's `#define ISO_ZLIB_COMPR_ERR 0xE830FEA4`) is the
// negative int the caller sees. `return (r->error_ret = ERR);` returns what it stores.
bool isFailureReturn(const ReturnStmt &ret, ASTContext &ctx, bool booleanResult) {
  const Expr *returned = ret.getRetValue();
  if (!returned || returned->isValueDependent())
    return false;
  const Expr *value = returned->IgnoreParenImpCasts();
  if (const auto *assign = dyn_cast<BinaryOperator>(value); assign && assign->getOpcode() == BO_Assign) {
    returned = assign->getRHS(); // converted to the stored-into type
    value = returned->IgnoreParenImpCasts();
  }
  if (value->getType()->isPointerType() || returned->getType()->isPointerType())
    return value->isNullPointerConstant(ctx, Expr::NPC_ValueDependentIsNotNull) != Expr::NPCK_NotNull;
  auto integer = [&](const Expr *e) -> std::optional<llvm::APSInt> {
    Expr::EvalResult result;
    if (!(e->getType()->isIntegralOrEnumerationType() || e->getType()->isBooleanType()) ||
        e->isValueDependent() || !e->EvaluateAsInt(result, ctx))
      return std::nullopt;
    return result.Val.getInt();
  };
  std::optional<llvm::APSInt> written = integer(value);
  if (!written)
    return false;
  if (booleanResult)
    return written->isZero();
  std::optional<llvm::APSInt> converted = returned != value ? integer(returned) : written;
  return written->isNegative() || (converted && converted->isNegative());
}

namespace {

// A noreturn call, or a throw that leaves the function (a rethrow at the end of a `catch`).
bool endsAbnormally(const CFGBlock &block) { return flow::isFailureEnd(block); }

} // namespace

namespace {

// The constant a `return` gives, or nothing (a computed value, no value).
std::optional<int64_t> returnedConstant(const ReturnStmt &ret, ASTContext &ctx) {
  const Expr *value = ret.getRetValue();
  Expr::EvalResult result;
  if (!value || value->isValueDependent() || !value->getType()->isIntegralOrEnumerationType() ||
      !value->EvaluateAsInt(result, ctx) || result.Val.getInt().getSignificantBits() > 64)
    return std::nullopt;
  return result.Val.getInt().getExtValue();
}

// What the allocation is stored into, in its own CFG block: `lhs = alloc(...)` (the lvalue),
// `T *v = alloc(...)` (the variable); neither otherwise.
struct StoredInto {
  const Expr *lvalue = nullptr;
  const VarDecl *var = nullptr;
  // Whether `e` (an lvalue, or an assignment to one) names it.
  bool is(const Expr *e) const {
    e = e->IgnoreParenCasts();
    if (const auto *assign = dyn_cast<BinaryOperator>(e); assign && assign->getOpcode() == BO_Assign)
      e = assign->getLHS()->IgnoreParenCasts();
    if (var)
      return flow::referencedVariable(e) == var;
    return lvalue && flow::sameLValue(e, lvalue);
  }
};

StoredInto storedInto(const CFGBlock &block, const Stmt *allocation) {
  for (const CFGElement &element : block) {
    auto s = element.getAs<CFGStmt>();
    if (!s)
      continue;
    if (const auto *assign = dyn_cast<BinaryOperator>(s->getStmt());
        assign && assign->getOpcode() == BO_Assign && assign->getRHS()->IgnoreParenCasts() == allocation)
      return {assign->getLHS(), flow::referencedVariable(assign->getLHS())};
    if (const auto *decl = dyn_cast<DeclStmt>(s->getStmt()); decl && decl->isSingleDecl())
      if (const auto *var = dyn_cast<VarDecl>(decl->getSingleDecl());
          var && var->getInit() && var->getInit()->IgnoreParenCasts() == allocation)
        return {nullptr, var};
  }
  return {};
}

// Every `return` of the body (not of lambdas or blocks inside it).
void collectReturns(const Stmt *s, std::vector<const ReturnStmt *> &out, unsigned depth = 0) {
  if (!s || depth > 400 || isa<LambdaExpr>(s) || isa<BlockExpr>(s))
    return;
  if (const auto *ret = dyn_cast<ReturnStmt>(s))
    out.push_back(ret);
  for (const Stmt *child : s->children())
    collectReturns(child, out, depth + 1);
}

// An `int` used as a truth value: every return gives 0 or 1, and the body's straight line ends
// in `return 1;` — its last statement, or the one before its first label (`return 1; fail:
// free(p); return 0;`). A function that ends in `return 0;` after `return 1;` on errors keeps
// 0 as its success.
bool returnsTruthAsInt(const FunctionDecl &function, ASTContext &ctx) {
  const auto *body = dyn_cast_or_null<CompoundStmt>(function.getBody());
  if (!body || body->body_empty() || !function.getReturnType()->isIntegerType())
    return false;
  const Stmt *last = body->body_back();
  for (const Stmt *s : body->body()) {
    if (isa<LabelStmt>(s))
      break;
    last = s;
  }
  const auto *final = dyn_cast<ReturnStmt>(last);
  if (!final || returnedConstant(*final, ctx) != 1)
    return false;
  std::vector<const ReturnStmt *> returns;
  collectReturns(body, returns);
  return std::all_of(returns.begin(), returns.end(), [&](const ReturnStmt *ret) {
    auto value = returnedConstant(*ret, ctx);
    return value == 0 || value == 1;
  });
}

} // namespace

bool returnsBoolean(const FunctionDecl &function) {
  if (returnsTruthAsInt(function, function.getASTContext()))
    return true;
  QualType type = function.getReturnType();
  if (type->isBooleanType())
    return true;
  if (!type->isIntegerType())
    return false;
  // The typedef chain's names: `OPJ_BOOL` -> `int`, `gboolean` -> `gint` -> `int`.
  while (const auto *typedefType = type->getAs<TypedefType>()) {
    std::string name = typedefType->getDecl()->getName().lower();
    if (name.size() >= 4 && (name.ends_with("bool") || name.ends_with("boolean")))
      return true;
    type = typedefType->getDecl()->getUnderlyingType();
  }
  return false;
}

bool ControlFlow::isFailureResult(const ReturnStmt &ret) const {
  return extract::isFailureReturn(ret, ctx, booleanResult);
}

bool ControlFlow::returnsFailure(const CFGBlock &block) const {
  const ReturnStmt *ret = returnOf(block);
  return ret && isFailureReturn(*ret, ctx, booleanResult);
}

bool ControlFlow::releasedOnlyOnFailureReturns(const Stmt *allocation,
                                               const std::vector<const Stmt *> &releases) const {
  if (!cfg || releases.empty())
    return false;
  auto found = blockOf.find(allocation);
  if (found == blockOf.end())
    return false;
  llvm::DenseSet<const CFGBlock *> releaseBlocks;
  if (!blocksOf(releases, releaseBlocks))
    return false;
  if (releaseBlocks.contains(found->second))
    return false;
  // One search from the allocation; the state's last slot says whether the path has passed a
  // release. A released path must end in a failure `return` (or a noreturn call) and never come
  // back to the allocation: `free(buf); close(fd); return -1;`, a `cleanup:` label reached only
  // by `goto`s from failures, an unwinding loop inside the failure branch (`while (i > 0)
  // free(a[--i]); return FALSE;`), which may go round but leaves to the failure return. A path
  // back to the allocation means the release belongs to an iteration that goes on (a
  // `continue` after cleanup). An unreleased path must reach a success return: on it the block
  // outlives the call.
  //
  // The returned value is read with the status variables' facts (PathValues.h): `return
  // status;` after `cleanup: if (status) free(p);` gives "nonzero" on the released path and
  // the `status = 0;` of the success path on the other. Where no value is a failure by
  // convention, the release still counts as error cleanup when the values returned after it
  // differ from every value returned where the block is kept: the caller can tell the two
  // outcomes apart, and the block is released on one of them only.
  constexpr size_t noRelease = 0;
  bool failed = false, kept = false, keptUnknown = false;
  std::vector<ValueFact> releasedValues, keptValues;
  auto isFailureFact = [&](ValueFact v) {
    return v.kind == ValueFact::Equal && ((pointerResult || booleanResult) ? v.value == 0 : v.value < 0);
  };
  auto visit = [&](const CFGBlock &block, PathValues::State &state) {
    ValueFact &released = state.back();
    if (released.value != noRelease && &block == found->second) {
      failed = true; // came back to the allocation after a release
      return false;
    }
    if (releaseBlocks.contains(&block))
      released = {ValueFact::Equal, 1};
    bool isReleased = released.value != noRelease;
    if (endsAbnormally(block))
      return false;
    if (&block == &cfg->getExit()) {
      (isReleased ? failed : kept) = true; // fell off the end of the function
      keptUnknown |= !isReleased;
      return false;
    }
    const ReturnStmt *ret = returnOf(block);
    if (!ret)
      return !failed;
    ValueFact value = ret->getRetValue() ? values.valueOf(ret->getRetValue(), state) : ValueFact{};
    if (isFailureReturn(*ret, ctx, booleanResult) || isFailureFact(value))
      return false;
    if (isReleased) {
      if (value.kind == ValueFact::Unknown)
        failed = true;
      releasedValues.push_back(value);
    } else {
      kept = true;
      keptUnknown |= value.kind == ValueFact::Unknown;
      keptValues.push_back(value);
    }
    return false;
  };
  // The branch that finds the block null (`if (!(wcs->tab = calloc(...)))`, `if (!p)`) holds
  // no block: it is neither a path that keeps it nor one that releases it.
  StoredInto owner = storedInto(*found->second, allocation);
  auto follow = [&](const CFGBlock &block, unsigned index, const PathValues::State &) {
    const Expr *cond = owner.lvalue || owner.var ? block.getLastCondition() : nullptr;
    if (!cond || block.succ_size() != 2)
      return true;
    if (const Expr *tested = flow::testedForZero(cond, ctx); tested && owner.is(tested))
      return index != 0;
    return !(owner.is(cond) && index == 1);
  };
  PathValues::State initial = values.unknown();
  initial.push_back({ValueFact::Equal, noRelease});
  failed = kept = keptUnknown = false;
  if (!searchPaths(found->second, initial, true, visit, follow)) {
    failed = kept = keptUnknown = false;
    releasedValues.clear();
    keptValues.clear();
    searchPaths(found->second, initial, false, visit, follow);
  }
  if (failed || !kept)
    return false;
  if (releasedValues.empty())
    return true;
  return !keptUnknown && std::all_of(releasedValues.begin(), releasedValues.end(), [&](ValueFact r) {
    return std::all_of(keptValues.begin(), keptValues.end(), [&](ValueFact k) { return disjoint(r, k); });
  });
}

} // namespace faultline::extract
