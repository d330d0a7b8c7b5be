// Capacity-cached fields (facts::CapacityField): the `if (ctx->cap < need) { ...; ctx->cap = need; }`
// tests that keep a block in an object across calls, and the statements that reset such a
// capacity to 0 unconditionally (`ctx->cap = 0;` in the function body itself). Read from the AST
// of one function; the join pairs a test with a reset in another function on the same path.
#pragma once

#include "extract/Locations.h"
#include "facts/Facts.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"

#include <vector>

namespace faultline::extract {

std::vector<facts::CapacityField> collectCapacityFields(clang::ASTContext &ctx, Locations &locations,
                                                        const clang::FunctionDecl *fn);

} // namespace faultline::extract
