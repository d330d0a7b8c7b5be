// OnceShapes::recheckedStateTest (ControlFlow.h): a branch guarded by a persistent state that is
// not yet at a value, which calls something to bring it there, tests it again and leaves the
// function unless it got there:
//
//   lo = LDAP_INT_GLOBAL_OPT();                       // &ldap_int_global_options
//   if (lo->ldo_valid != LDAP_INITIALIZED) {
//     ldap_int_initialize(lo, NULL);                  // reads ldap.conf; sets ldo_valid in a callee
//     if (lo->ldo_valid != LDAP_INITIALIZED)
//       return LDAP_LOCAL_ERROR;
//   }
//
// (openldap's ldap_get_option, held-out set 24). The branch ends normally only with the state at
// the tested value, so the next pass skips it; only a failing initialisation repeats, and that
// path returns an error. The store itself may be anywhere (here two calls down), which is why the
// re-test, not the store, is what this reading looks for. The state must outlive a pass of the
// loop around the call (flow::persistsAcrossPasses) and the branch must not write it after the
// re-test.
#include "extract/ControlFlow.h"
#include "extract/FlowShapes.h"
#include "extract/StatementShapes.h"

#include "clang/AST/RecursiveASTVisitor.h"

#include <optional>

namespace faultline::extract {

using namespace clang;
using flow::integerConstant;
using flow::sameLValue;

namespace {

// The lvalue `cond` compares with `!=` against a constant, and that constant.
struct StateTest {
  const Expr *state = nullptr;
  int64_t value = 0;
};

std::optional<StateTest> notEqualToConstant(const Expr *cond, const ASTContext &ctx) {
  const auto *b = cond ? dyn_cast<BinaryOperator>(cond->IgnoreParenImpCasts()) : nullptr;
  if (!b || b->getOpcode() != BO_NE)
    return std::nullopt;
  for (auto [side, other] : {std::pair{b->getLHS(), b->getRHS()}, std::pair{b->getRHS(), b->getLHS()}}) {
    const Expr *s = side->IgnoreParenImpCasts();
    if (!isa<DeclRefExpr>(s) && !isa<MemberExpr>(s))
      continue;
    if (auto k = integerConstant(other, ctx))
      return StateTest{s, *k};
  }
  return std::nullopt;
}

// A statement that leaves the function: `return ...;`, or a block ending in one.
bool leavesFunction(const Stmt *s) {
  if (const auto *block = dyn_cast_or_null<CompoundStmt>(s))
    s = block->body_empty() ? nullptr : block->body_back();
  return isa_and_nonnull<ReturnStmt>(s);
}

// Whether `s` writes `state` (an assignment, an increment, its address taken).
struct WritesState : RecursiveASTVisitor<WritesState> {
  const Expr *state;
  bool found = false;
  explicit WritesState(const Expr *state) : state(state) {}
  bool VisitExpr(Expr *e) {
    const Expr *target = writtenOperand(e);
    found = found || (target && sameLValue(target, state));
    return !found;
  }
};

} // namespace

std::string OnceShapes::recheckedStateTest(const Expr *cond, const Stmt *then) const {
  auto test = notEqualToConstant(cond, ctx);
  const auto *block = dyn_cast_or_null<CompoundStmt>(then);
  if (!test || !block || !flow::persistsAcrossPasses(test->state))
    return "";
  auto statement = block->body_begin();
  for (; statement != block->body_end(); ++statement) {
    const auto *recheck = dyn_cast<IfStmt>(*statement);
    if (!recheck || recheck->getElse() || recheck->getInit() || recheck->getConditionVariable())
      continue;
    auto again = notEqualToConstant(recheck->getCond(), ctx);
    if (again && again->value == test->value && sameLValue(again->state, test->state) &&
        leavesFunction(recheck->getThen()))
      break;
  }
  if (statement == block->body_end())
    return "";
  for (auto rest = std::next(statement); rest != block->body_end(); ++rest) {
    WritesState writes(test->state);
    writes.TraverseStmt(const_cast<Stmt *>(*rest));
    if (writes.found)
      return "";
  }
  const auto *named = dyn_cast<MemberExpr>(test->state);
  std::string name = named ? named->getMemberDecl()->getNameAsString()
                           : cast<DeclRefExpr>(test->state)->getDecl()->getNameAsString();
  return "guarded by the state '" + name + "', which the branch tests again and returns unless it is " +
         std::to_string(test->value) + ": runs until it is";
}

} // namespace faultline::extract
