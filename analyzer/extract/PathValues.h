// The constants a function's status variables hold along a path of its CFG: `ret = NLOPT_OUT_OF_
// MEMORY;` before `while (ret == NLOPT_SUCCESS)`, `status = 0;` before `cleanup: if (status)
// free(...); return status;`. C code steers its error handling through such a local rather than
// through `return` or `break`, and a path-insensitive reading of the CFG then follows branches
// the variable's value rules out: a failure branch "goes round the loop again" and a success path
// "frees the block" (issue 10, set 7: nlopt's mlsl.c, wcslib's wcshdr.c).
//
// The reading is deliberately small: a handful of local integer variables that are assigned
// constants and never have their address taken, and the locals copied into them; a fact per
// variable (unknown, equal to a constant, different from one, at least or at most one); branch
// conditions made of those variables, constants, `!`, comparisons, `&&` and `||`. A branch whose
// condition the facts decide has one feasible edge; an edge whose condition tests a variable
// refines its fact (`if (status)`: nonzero on the true edge; `if (fd < 0) continue;`: at least 0
// past it, so `first = fd;` leaves `first == -1` false: uucp's tstuu, issue 10).
#pragma once

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/Analysis/CFG.h"
#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "facts/builder/IntegerFacts.h"

namespace faultline::extract {

// What a path knows about one integer variable, and which two facts no value satisfies
// (facts/builder/IntegerFacts.h, shared with fast mode).
using ValueFact = builder::IntegerFact;
using builder::disjoint;

class PathValues {
public:
  using State = llvm::SmallVector<ValueFact, 4>; // one fact per tracked variable, in order

  // At most this many variables are tracked (the first assigned constants, in source order,
  // then the locals copied into them and compared with a constant);
  // a search that would visit more states than `kMaxStates` gives up (see the users).
  static constexpr size_t kMaxVariables = 4;
  static constexpr size_t kMaxStates = 4096;

  PathValues(const clang::FunctionDecl &function, clang::ASTContext &ctx);

  // Whether no variable is tracked: then every path is feasible and the state is always empty.
  bool empty() const { return tracked.empty(); }
  State unknown() const { return State(tracked.size()); }

  // The state after the block's statements run.
  void apply(const clang::CFGBlock &block, State &state) const;

  // The successors of `block` a path in `state` (after the block) can take, each with the
  // state refined by the branch taken. Unreachable successors are left out.
  void successors(const clang::CFGBlock &block, const State &state,
                  llvm::SmallVectorImpl<std::pair<const clang::CFGBlock *, State>> &out) const;

  // Whether the facts make `cond` false: a loop whose condition is ruled out does not go round.
  bool ruledOut(const clang::Expr *cond, const State &state) const { return decide(cond, state) == 0; }

  // What the path knows about the value of `e` (a tracked variable or a constant).
  ValueFact valueOf(const clang::Expr *e, const State &state) const;

private:
  int indexOf(const clang::Expr *e) const;
  void assign(const clang::Stmt *s, State &state) const;
  // 1 true, 0 false, -1 undecided.
  // Deep `&&` chains of generated code stop being read past kMaxDepth (undecided, unrefined).
  static constexpr unsigned kMaxDepth = 64;
  int decide(const clang::Expr *cond, const State &state, unsigned depth = 0) const;
  void refine(const clang::Expr *cond, bool taken, State &state, unsigned depth = 0) const;
  std::optional<int64_t> constant(const clang::Expr *e) const;

  clang::ASTContext &ctx;
  std::vector<const clang::VarDecl *> tracked;
};

} // namespace faultline::extract
