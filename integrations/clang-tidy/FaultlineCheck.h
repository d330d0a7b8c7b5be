// One clang-tidy check per faultline rule (`faultline-loop-alloc`, ...): a thin host over the
// same extractor and rules as `faultline check`. It matches function definitions outside system
// headers, and at the end of the TU has them walked into facts and joined (rules::analyzeProgram,
// shared by all faultline checks of the TU, see TuAnalysis.h); then it reports the findings of
// its own rule as diagnostics, with the rule's notes and call path as notes. A
// faultline-loop-alloc warning carries the hoist as fix-its when extract::hoistAllocation
// proves the shape safe, a faultline-vector-temporary warning when extract::hoistContainer
// does (docs/editors.md, "Fixes").
//
// Options (CheckOptions; each may be given per check, `faultline-loop-alloc.MinSize`, or once
// for all, `MinSize`):
//   MinSize        smallest allocation that counts as large, as --min-size (default: the
//                  configuration's min-size, else 128K)
//   SummariesPath  a bundle from `faultline check --format summary -o FILE`: the join then sees
//                  the whole program (this TU's fresh facts replace the bundle's copy) and the
//                  check reports what lies in this TU's files; default "": this TU alone
//   ConfigFile     a .faultline.yaml (allocators, releasers, min-size, disable); default "": the
//                  nearest .faultline.yaml in the main file's directory or above
//   UnknownSizes   note (default), warn or off, as --unknown-sizes: `off` drops findings whose
//                  size is unknown (those that cannot plausibly reach MinSize never appear);
//                  clang-tidy has no note-level finding, so note and warn both emit a warning
//   LibraryModels  true (default) or false: the built-in library models (rules/models/*.yaml:
//                  ZSTD_createCCtx, deflateInit, ... as allocators with footprints), loaded after
//                  the configuration's allocators as `faultline check` loads them; false is
//                  --no-library-models (as is `models: false` in the configuration)
#pragma once

#include "TuAnalysis.h"
#include "extract/HoistFix.h"

#include "clang-tidy/ClangTidyCheck.h"

#include <string>
#include <vector>

namespace faultline::tidy {

class FaultlineCheck : public clang::tidy::ClangTidyCheck {
public:
  FaultlineCheck(llvm::StringRef name, clang::tidy::ClangTidyContext *context);

  void registerMatchers(clang::ast_matchers::MatchFinder *finder) override;
  void check(const clang::ast_matchers::MatchFinder::MatchResult &result) override;
  void onEndOfTranslationUnit() override;
  void storeOptions(clang::tidy::ClangTidyOptions::OptionMap &options) override;

private:
  void add(const clang::FunctionDecl *fn);
  // The fix-it for the finding at `allocation` in `loop`: the edits of extract::hoistAllocation
  // (or hoistContainer, for faultline-vector-temporary) in whichever walked function holds it.
  std::vector<extract::TextEdit> hoistFix(const std::vector<const clang::FunctionDecl *> &walked,
                                          clang::SourceLocation allocation,
                                          clang::SourceLocation loop) const;

  std::string ruleId;
  std::string minSizeText;
  std::string libraryModelsText;
  AnalysisOptions options;
  bool validOptions = true;
  clang::ASTContext *context = nullptr;
  // The definitions this TU matched: where hoistFix looks for the function holding a block.
  std::vector<const clang::FunctionDecl *> functions;
  llvm::DenseSet<const clang::FunctionDecl *> seen;
};

} // namespace faultline::tidy
