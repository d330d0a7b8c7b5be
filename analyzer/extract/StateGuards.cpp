// OnceShapes::finalStateTest (ControlFlow.h): a branch guarded by a static state that it sets to
// the very value the guard tests against, so that later passes skip it:
//
//   static std::atomic<intptr_t> mallocInitialized{0};
//   if (mallocInitialized.load(std::memory_order_relaxed) != 2) {   // not done yet
//     mallocInitialized.store(1);  ...  initMemoryManager();  ...
//     mallocInitialized.store(2, std::memory_order_release);        // done: never again
//   }
//
// (oneTBB's tbbmalloc doInitialization, held-out set 23), and the plain-variable spelling
// `static int state; if (state != READY) { ...; state = READY; }`. Also the std::atomic spellings
// of a once-flag (`if (!inited.load()) { ...; inited.store(true); }`, `if (!inited) { ...;
// inited = true; }` on an atomic), which the plain-variable readings in OnceShapes.cpp miss.
#include "extract/ControlFlow.h"
#include "extract/FlowShapes.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"

#include <optional>

namespace faultline::extract {

using namespace clang;
using flow::integerConstant;
using flow::referencedVariable;

namespace {

// The variable of static storage a read names: `v`, `v.load(...)`, an atomic's conversion
// (`if (!v)` on a std::atomic<bool>); null otherwise.
const VarDecl *stateRead(const Expr *e) {
  if (!e)
    return nullptr;
  e = e->IgnoreParenImpCasts();
  if (const auto *call = dyn_cast<CXXMemberCallExpr>(e)) {
    const CXXMethodDecl *method = call->getMethodDecl();
    bool reads = method && (isa<CXXConversionDecl>(method) ||
                            (method->getIdentifier() && method->getName() == "load"));
    const VarDecl *v = reads ? referencedVariable(call->getImplicitObjectArgument()) : nullptr;
    return v && v->hasGlobalStorage() ? v : nullptr;
  }
  const VarDecl *v = referencedVariable(e);
  return v && v->hasGlobalStorage() && !v->getType().isVolatileQualified() ? v : nullptr;
}

// The constants `branch` stores into `state`: `state = K`, `state.store(K, ...)`,
// `state.exchange(K)`, an atomic's `operator=`. `other` is set when it stores anything else.
struct StateStores : RecursiveASTVisitor<StateStores> {
  const VarDecl *state;
  const ASTContext &ctx;
  std::vector<int64_t> constants;
  bool other = false;
  StateStores(const VarDecl *state, const ASTContext &ctx) : state(state), ctx(ctx) {}
  void stored(const Expr *value) {
    if (auto k = value ? integerConstant(value, ctx) : std::nullopt)
      constants.push_back(*k);
    else
      other = true;
  }
  bool TraverseLambdaExpr(LambdaExpr *) { return true; }
  bool VisitBinaryOperator(BinaryOperator *b) {
    if (b->isAssignmentOp() && referencedVariable(b->getLHS()) == state)
      b->getOpcode() == BO_Assign ? stored(b->getRHS()) : void(other = true);
    return true;
  }
  bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *c) {
    if (c->getOperator() == OO_Equal && c->getNumArgs() == 2 && referencedVariable(c->getArg(0)) == state)
      stored(c->getArg(1));
    return true;
  }
  bool VisitCXXMemberCallExpr(CXXMemberCallExpr *c) {
    const CXXMethodDecl *m = c->getMethodDecl();
    if (!m || !m->getIdentifier() || referencedVariable(c->getImplicitObjectArgument()) != state)
      return true;
    if ((m->getName() == "store" || m->getName() == "exchange") && c->getNumArgs() >= 1)
      stored(c->getArg(0));
    else if (m->getName() != "load")
      other = true; // fetch_add, compare_exchange_*: not a plain state
    return true;
  }
};

} // namespace

std::string OnceShapes::finalStateTest(const Expr *cond, const Stmt *then) const {
  if (!cond || !then)
    return "";
  cond = cond->IgnoreParenImpCasts();
  const VarDecl *state = nullptr;
  std::optional<int64_t> final;
  if (const auto *b = dyn_cast<BinaryOperator>(cond); b && b->getOpcode() == BO_NE) {
    for (auto [side, other] : {std::pair{b->getLHS(), b->getRHS()}, std::pair{b->getRHS(), b->getLHS()}})
      if (const VarDecl *v = stateRead(side); v && (final = integerConstant(other, ctx))) {
        state = v;
        break;
      }
  } else if (const Expr *tested = flow::testedForZero(cond, ctx)) {
    // `!inited.load()`, `!inited` on an atomic: a once-flag spelt the std::atomic way (a plain
    // variable is OnceShapes::onceTest's).
    const auto *call = dyn_cast<CXXMemberCallExpr>(tested->IgnoreParenImpCasts());
    state = call ? stateRead(call) : nullptr;
  }
  if (!state)
    return "";
  StateStores stores(state, ctx);
  stores.TraverseStmt(const_cast<Stmt *>(then));
  if (stores.other || stores.constants.empty())
    return "";
  bool setsFinal = final ? std::find(stores.constants.begin(), stores.constants.end(), *final) != stores.constants.end()
                         : std::any_of(stores.constants.begin(), stores.constants.end(), [](int64_t k) { return k != 0; });
  if (!setsFinal)
    return "";
  return final ? "guarded by the state '" + state->getNameAsString() + "', which the branch sets to " +
                     std::to_string(*final) + ", the value it tests against: runs until then"
               : "guarded by the once-flag '" + state->getNameAsString() + "'";
}

} // namespace faultline::extract
