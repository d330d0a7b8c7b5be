// OnceShapes::counterThreshold (ControlFlow.h): work done once every K iterations. dropbear's
// genrandom increments a hash counter per output block and reseeds (writing the pool back to
// /dev/urandom through a fresh stream) only when it passes MAX_COUNTER, 2^30; the reseed sets
// the counter back to 0 (issue 10, set 7). A periodic flush, rotation or reseed behind a counter
// of at least kMinPeriod iterations is not per-iteration work.
#include "extract/ControlFlow.h"
#include "extract/FlowShapes.h"

#include "clang/AST/Expr.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <string>

namespace faultline::extract {

using namespace clang;
using flow::referencedVariable;

namespace {

// Fewer iterations between two runs still make the work a share of every iteration's cost.
constexpr int64_t kMinPeriod = 1000;

// The variable `e` reads, also through `++v` / `v++` (`if (++n >= 1000)`).
const VarDecl *counterOf(const Expr *e) {
  e = e->IgnoreParenImpCasts();
  if (const auto *unary = dyn_cast<UnaryOperator>(e); unary && unary->isIncrementOp())
    e = unary->getSubExpr()->IgnoreParenImpCasts();
  return referencedVariable(e);
}

bool isIncrement(const Stmt *s, const VarDecl *v) {
  if (const auto *unary = dyn_cast<UnaryOperator>(s); unary && unary->isIncrementOp())
    return referencedVariable(unary->getSubExpr()) == v;
  if (const auto *op = dyn_cast<CompoundAssignOperator>(s); op && op->getOpcode() == BO_AddAssign)
    return referencedVariable(op->getLHS()) == v;
  return false;
}

bool increments(const Stmt *s, const VarDecl *v, unsigned depth = 0) {
  if (!s || depth > 200)
    return false;
  if (isIncrement(s, v))
    return true;
  for (const Stmt *child : s->children())
    if (increments(child, v, depth + 1))
      return true;
  return false;
}

// Whether `s` sets `v` with `=` (the reset), directly or in the body of a function it calls
// (one level: `reseed()` doing `counter = 0;`).
bool resets(const Stmt *s, const VarDecl *v, unsigned calls, unsigned depth = 0) {
  if (!s || depth > 200)
    return false;
  if (const auto *op = dyn_cast<BinaryOperator>(s);
      op && op->getOpcode() == BO_Assign && referencedVariable(op->getLHS()) == v)
    return true;
  if (const auto *call = dyn_cast<CallExpr>(s); call && calls > 0)
    if (const FunctionDecl *callee = call->getDirectCallee())
      if (const FunctionDecl *definition = callee->getDefinition();
          definition && definition->getBody() && resets(definition->getBody(), v, calls - 1))
        return true;
  for (const Stmt *child : s->children())
    if (resets(child, v, calls, depth + 1))
      return true;
  return false;
}

} // namespace

std::string OnceShapes::counterThreshold(const IfStmt *guard, const Stmt *branch) const {
  if (branch != guard->getThen() || !guard->getCond() || !body)
    return "";
  const auto *test = dyn_cast<BinaryOperator>(guard->getCond()->IgnoreParenImpCasts());
  if (!test)
    return "";
  // counter > K, counter >= K, counter == K, or the same written the other way round.
  const Expr *counterSide = nullptr, *limitSide = nullptr;
  switch (test->getOpcode()) {
  case BO_GT: case BO_GE: case BO_EQ:
    counterSide = test->getLHS(), limitSide = test->getRHS();
    break;
  case BO_LT: case BO_LE:
    counterSide = test->getRHS(), limitSide = test->getLHS();
    break;
  default:
    return "";
  }
  if (test->getOpcode() == BO_EQ && !counterOf(counterSide))
    std::swap(counterSide, limitSide);
  const VarDecl *counter = counterOf(counterSide);
  Expr::EvalResult limit;
  if (!counter || isa<ParmVarDecl>(counter) || limitSide->isValueDependent() ||
      !limitSide->EvaluateAsInt(limit, ctx) || limit.Val.getInt().getSignificantBits() > 64 ||
      limit.Val.getInt().getExtValue() < kMinPeriod)
    return "";
  if (!increments(body, counter) || !resets(guard->getThen(), counter, 1))
    return "";
  return "runs once every " + std::to_string(limit.Val.getInt().getExtValue()) +
         " iterations: '" + counter->getNameAsString() + "' counts up to it and is reset there";
}

} // namespace faultline::extract
