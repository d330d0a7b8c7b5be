// Capacity-cached fields (facts::CapacityField): the `if (ctx->cap < need) { ...; ctx->cap = need; }`
// tests that keep a block in an object across calls, and the statements that reset such a
// capacity to 0 unconditionally (`ctx->cap = 0;` in the function body itself). Read from the AST
// of one function; the join pairs a test with a reset in another function on the same path.
#pragma once

#include "extract/Locations.h"
#include "facts/Facts.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"

#include <string>
#include <vector>

namespace faultline::extract {

// A local grow-only buffer (issue 10, capacity-kept): whether the statement at the end of
// `ancestors` (outermost first) sits in the then-branch of `if (cap < need) { ...; cap = ...; }`
// inside a loop, with `cap` a local declared before that loop and `owner` too. The owner's
// block is then replaced only when an iteration needs more than every earlier one: in the
// steady state nothing is allocated or released per iteration, so the replacement is not the
// new block's per-iteration release.
bool grownOnlyInLoop(const clang::ASTContext &ctx, const std::vector<const clang::Stmt *> &ancestors,
                     const clang::VarDecl *owner);

// A grow-only buffer of static storage (issue 10, capacity-kept; nauty's DYNALLOC1 macro,
// `if ((size_t)(sz) > lab_sz) { if (lab_sz) free(lab); lab_sz = sz; lab = malloc(...); }`):
// the allocation at the end of `ancestors` (outermost first), whose block goes into `owner`, a
// global or a static local, sits in the then-branch of the nearest `if` testing `need > cap`
// (or `cap < need`) with `cap` of static storage too, and that branch sets `cap`. The branch
// runs only when the need exceeds every earlier one, so in the steady state a loop around it
// allocates and frees nothing: the reason ("a grow-only buffer: ...") for the block's
// notRepeated, or "".
std::string grownOnlyStaticReason(const std::vector<const clang::Stmt *> &ancestors,
                                  const clang::VarDecl *owner);

std::vector<facts::CapacityField> collectCapacityFields(clang::ASTContext &ctx, Locations &locations,
                                                        const clang::FunctionDecl *fn);

} // namespace faultline::extract
