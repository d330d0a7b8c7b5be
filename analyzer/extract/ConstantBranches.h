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
#include "clang/AST/Stmt.h"

#include <optional>

namespace faultline::extract {

// The value of `branch`'s condition when it is such a constant (or an `if constexpr`), else
// nothing.
std::optional<bool> constantCondition(const clang::IfStmt *branch, const clang::ASTContext &ctx);

} // namespace faultline::extract
