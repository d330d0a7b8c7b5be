// `if (0) { FILE *f = fopen("epmp.stt", "a"); ... }`: a developer's dump or debug block behind
// a literal constant condition (libvpx's first-pass statistics, held-out set 17), which every
// compiler drops. The walkers do not read the branch the condition never takes, as the
// preprocessor's `#if 0` is not read. Only a literal (after macro expansion: `#define DUMP 0`
// reads `if (DUMP)` as `if (0)`), `true`/`false` or an enumerator counts, in both front ends
// alike (fast mode: FastConstantBranches.cpp); a const variable or an expression does not. A
// branch holding a label or a `case` is read anyway: `if (0) { fail: ...cleanup...; }` is
// entered by `goto`.
#pragma once

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/DenseSet.h"

#include <optional>

namespace faultline::extract {

// In a template instantiation, a condition that depends on the template's parameters is a
// constant of that instantiation (`if (std::is_same<TFile, TMem>::value)`, gemmi's ccp4.hpp,
// held-out set 25: in the float/float instantiation the chunked conversion branch never runs,
// and AST mode, which sizes each instantiation, reported its buffer): it counts there as
// `if constexpr` does. A condition that does not depend on them (`if (kDebug)`) stays read both
// ways, as outside templates. Fast mode reads templates as written and sizes nothing of them.
//
// Which `if`s of a template instantiation test a condition that depends on the template's
// parameters: read once from the pattern's body (an instantiation keeps its pattern's
// locations), for one walked function.
class DependentConditions {
public:
  explicit DependentConditions(const clang::FunctionDecl *function) : function(function) {}
  bool dependent(const clang::IfStmt *branch);

private:
  const clang::FunctionDecl *function;
  bool read = false;
  llvm::DenseSet<unsigned> locations; // raw encodings of the dependent `if`s' locations
};

// The value of `branch`'s condition when it is such a constant (or an `if constexpr`), else
// nothing. `dependent`: the walked function's dependent conditions, when it may be an
// instantiation.
std::optional<bool> constantCondition(const clang::IfStmt *branch, const clang::ASTContext &ctx,
                                      DependentConditions *dependent = nullptr);

} // namespace faultline::extract
