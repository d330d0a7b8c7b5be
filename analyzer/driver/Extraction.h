// The first phase: every TU's summary (its facts), from the cache when a valid entry exists,
// else from the extractor (then stored). Runs TUs in parallel; results are indexed like the
// input, so nothing downstream depends on which thread finished first.
#pragma once

#include "cache/SummaryCache.h"
#include "extract/Extractor.h"
#include "facts/Facts.h"
#include "report/Report.h"

#include "clang/Tooling/CompilationDatabase.h"

#include <optional>
#include <string>
#include <vector>

namespace faultline::driver {

struct Unit {
  std::string file; // normalised main file
  clang::tooling::CompileCommand command;
};

struct UnitOutcome {
  // What parsed, also for a TU with errors (the join still sees it); none when it did not run.
  std::optional<facts::TranslationUnitFacts> facts;
  std::optional<report::Failure> failure;
};

struct ExtractionArgs {
  unsigned jobs = 0; // 0: one per hardware thread
  extract::ExtractOptions options;
  const cache::SummaryCache *cache = nullptr; // null: --no-cache
  bool progress = false;                      // "[n/N] file" on stderr
  std::string root;                           // for the progress line's paths
};

struct ExtractionStats {
  unsigned hits = 0, misses = 0, stored = 0;
  std::string firstStoreError; // why an entry could not be written, for one warning
};

std::vector<UnitOutcome> extractUnits(const std::vector<Unit> &units, const ExtractionArgs &args,
                                      ExtractionStats &stats);

} // namespace faultline::driver
