// Every fact one parsed translation unit gives, whoever parsed it: the CLI's own ClangTool run
// (Extractor.cpp) and the editor hosts, which get the ASTContext from clang-tidy or clangd
// (integrations/clang-tidy/TuAnalysis.cpp). One collector for both, so that an editor shows
// what `faultline check` reports: every function definition outside system headers (template
// instantiations and generic lambdas' instantiations included), static initialisers, allocator
// hooks, host tables, function-pointer field stores, per-element algorithm calls, capacity
// fields and the fixes that travel in the facts.
#pragma once

#include "extract/Extractor.h"
#include "facts/Facts.h"

namespace clang {
class ASTContext;
} // namespace clang

namespace faultline::extract {

// Appends to `out.functions`, `out.fieldStores` and `out.fixes` what `ctx`'s translation unit
// holds, within its traversal scope (the whole TU, unless clangd narrowed it to the main file's
// declarations); `out.mainFile` is the caller's to set.
void collectTranslationUnitFacts(clang::ASTContext &ctx, const ExtractOptions &options,
                                 facts::TranslationUnitFacts &out);

} // namespace faultline::extract
