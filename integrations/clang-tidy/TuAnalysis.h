// What the faultline checks of one translation unit share: the TU's facts (every function
// walked once, whichever check asks first) and the findings of the join for one set of options.
// clang-tidy creates one instance of each check per TU, all sharing the ASTContext; the four
// checks must not walk and join four times, so the work is memoised per ASTContext and dropped
// when that ASTContext is destroyed (clangd rebuilds ASTs on many threads: the memo is locked).
#pragma once

#include "facts/Facts.h"
#include "rules/Finding.h"
#include "rules/Rule.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
} // namespace clang

namespace faultline::tidy {

struct AnalysisOptions {
  std::optional<uint64_t> minSize; // the MinSize option; else the configuration's, else 128K
  std::string summariesPath; // a bundle from `faultline check --format summary`; "" = TU only
  // A .faultline.yaml (allocators, releasers, min-size, disable); "" = the nearest
  // .faultline.yaml in the main file's directory or above it, if any.
  std::string configFile;
  // The UnknownSizes option (note, warn, off); "" = the configuration's unknown-sizes, else note.
  // clang-tidy has no note-level finding, so note and warn both emit a warning: only off differs.
  std::string unknownSizes;
  // The LibraryModels option: the built-in library models (rules/models/*.yaml) as allocators,
  // after the configuration's (a configured allocator of the same name wins), as `faultline
  // check` loads them. false, or `models: false` in the configuration, turns them off.
  bool libraryModels = true;
};

struct TuFindings {
  std::vector<rules::Finding> findings; // every rule's, sorted
  std::string mainFile;                 // absolute, as the extractor spells paths
  std::vector<std::string> warnings;    // why the summaries or configuration went unused
};

// The TU's facts are collected once, by whichever check asks first, as `faultline check`
// collects them (extract/TranslationUnitFacts.h). The result lives as long as `ctx`.
std::shared_ptr<const TuFindings> analyseTranslationUnit(clang::ASTContext &ctx,
                                                         const AnalysisOptions &options);

} // namespace faultline::tidy
