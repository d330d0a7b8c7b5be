// The fixes that travel in the facts (facts::Fix), so `faultline check --fix` and
// `--export-fixes` can apply what the clang-tidy check offers as fix-its: for each block the
// walker recorded inside a loop of a function, the edits of extract::hoistAllocation (a
// malloc/calloc/new[] block) or extract::hoistContainer (a std::vector/std::string), when they
// prove the shape safe. AST mode only: fast mode sees no types and offers no fixes.
#pragma once

#include "facts/Facts.h"

#include <vector>

namespace clang {
class ASTContext;
class FunctionDecl;
} // namespace clang

namespace faultline::extract {

class Locations;

// Appends to `out` the fixes for the blocks in `facts`, the walked facts of `fn`.
void addFixes(clang::ASTContext &ctx, Locations &locations, const clang::FunctionDecl *fn,
              const facts::FunctionFacts &facts, std::vector<facts::Fix> &out);

} // namespace faultline::extract
