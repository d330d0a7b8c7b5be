// Small shapes of expressions and CFG blocks that the ControlFlow files share (ControlFlow.cpp,
// RetryCodes.cpp, KeptByCallee.cpp, OnceShapes.cpp, SwitchGuards.cpp). Internal to
// analyzer/extract: defined in ControlFlow.cpp.
#pragma once

#include <set>
#include <string>

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/Analysis/CFG.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <optional>

namespace faultline::extract::flow {

// A block whose paths go nowhere but abnormal termination (a noreturn call or a throw).
bool isFailureEnd(const clang::CFGBlock &block);

// Whether a call of `callee` does not return: declared so, inferred for the translation unit
// being read (InferredNoReturn.cpp: a body without `return` whose last statement calls such a
// function), or a function of the project defined in another file that the run's index says
// never returns (fastmode/ProjectNoreturns.h). `callsInferredNoReturn`: the block calls an
// inferred one (isFailureEnd asks).
bool isNoReturnCallee(const clang::FunctionDecl *callee);
bool callsInferredNoReturn(const clang::CFGBlock &block);

// While alive, the inferred set of `ctx`'s traversal scope, and `projectNoreturns` (names, may
// be null), are what the two functions above read on this thread (collectTranslationUnitFacts
// holds one around its walk).
class InferredNoReturnScope {
public:
  InferredNoReturnScope(clang::ASTContext &ctx, const std::set<std::string, std::less<>> *projectNoreturns);
  ~InferredNoReturnScope();
  InferredNoReturnScope(const InferredNoReturnScope &) = delete;
  InferredNoReturnScope &operator=(const InferredNoReturnScope &) = delete;

  struct Sets {
    const llvm::DenseSet<const clang::FunctionDecl *> *inferred = nullptr;
    const std::set<std::string, std::less<>> *project = nullptr;
  };

private:
  llvm::DenseSet<const clang::FunctionDecl *> set;
  Sets previous;
};

// The operands of a chain of `&&` (`a && (b && c)`: a, b, c), parentheses and implicit casts
// ignored.
void collectConjuncts(const clang::Expr *cond, llvm::SmallVectorImpl<const clang::Expr *> &out);

// The variable `e` names (parentheses and implicit casts ignored), or null.
const clang::VarDecl *referencedVariable(const clang::Expr *e);

// The same through explicit casts too (`(size_t)n`, `(int)status`); null for a null `e`.
const clang::VarDecl *variableThroughCasts(const clang::Expr *e);

// Whether `s` reads or writes `var` anywhere (a reference to it under `s`).
bool mentions(const clang::Stmt *s, const clang::VarDecl *var);

// The test of a `for`, `while` or `do` loop, or null (none, or another statement).
const clang::Expr *loopCondition(const clang::Stmt *loop);

// A constant zero: `0`, `false`, a null pointer constant.
bool isZero(const clang::Expr *e, clang::ASTContext &ctx);

// The integer value Clang's constant evaluator gives `e` (null allowed), if it fits 63 bits.
std::optional<int64_t> integerConstant(const clang::Expr *e, const clang::ASTContext &ctx);

// The lvalue a condition tests for "not yet": `!v`, `v == 0`, `0 == v`, `v == false/NULL`.
const clang::Expr *testedForZero(const clang::Expr *cond, clang::ASTContext &ctx);

// The variable a condition tests for "already": `v`, `v != 0`, `0 != v`; null for another test.
const clang::VarDecl *testedForNonZero(const clang::Expr *cond, clang::ASTContext &ctx);

// The same variable, or the same field of the same variable (`s->db`, `this->cache_`).
bool sameLValue(const clang::Expr *a, const clang::Expr *b);

// The same expression, spelled alike after parentheses and implicit casts (Clang's profile):
// `s->cpu_count_hwm` in a test and in a store, `GetCurrentIndex()` read twice.
bool sameExpr(const clang::Expr *a, const clang::Expr *b, const clang::ASTContext &ctx);

// Whether an lvalue outlives a pass of the loop around its use: a variable of static storage, or a
// field reached through a pointer, a parameter or such a variable. A local (or a local's field)
// may be declared inside the loop and start again on every pass (pos_local_grow_per_iteration.cpp).
bool persistsAcrossPasses(const clang::Expr *lvalue);

// The variable `call`'s result is stored into (`v = call(...)`, `T v = call(...)`), or null.
const clang::VarDecl *resultVariable(const clang::CFG &cfg, const clang::CallExpr *call);

} // namespace faultline::extract::flow
