// The second phase, shared by `check` and `merge`: one whole-program join over every TU's
// summary (rules::analyzeProgram), then suppression (NOLINT, exclude), de-duplication,
// fingerprints and the report. Everything here depends only on its inputs, never on the order
// TUs were analysed or sharded in, which is what makes -j N and merge byte-identical to -j 1.
#pragma once

#include "driver/CheckCommand.h"
#include "driver/Settings.h"
#include "facts/Facts.h"
#include "report/Report.h"
#include "rules/Program.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <chrono>
#include <set>
#include <string>
#include <vector>

namespace faultline::driver {

struct ProgramInput {
  std::vector<facts::TranslationUnitFacts> translationUnits; // any order
  std::vector<report::Failure> failures;                     // any order
  unsigned filesAnalyzed = 0;
  std::set<std::string> fastModeFiles; // analysed by the tree-sitter front end (docs/fast-mode.md)
  std::vector<rules::LinkUnit> linkUnits; // which TUs the build links together (LinkUnits.h)
};

struct OutputArgs {
  Format format = Format::Text;
  std::string output; // "" or "-": stdout
  bool quiet = false;
  bool stats = false;
  bool render = true; // false: only the exit code, failures and summary line (--dump-facts)
  prmode::PullRequestState *pr = nullptr; // --diff / --baseline / `baseline`, prepared
  bool fix = false;        // --fix: apply the findings' fixes in place (Fixes.h)
  std::string exportFixes; // --export-fixes FILE: write them as clang-tidy YAML
};

// Runs the join and writes the report; returns the exit code (0, 1, 2 on an unwritable -o, 3).
int joinAndReport(const Settings &settings, ProgramInput input, const OutputArgs &out);

// Writes to stdout, or atomically to `output` (temporary + rename: FILE is complete or
// untouched). False after one error line.
bool writeOutput(llvm::StringRef output, llvm::function_ref<void(llvm::raw_ostream &)> write);

// "faultline: error: failed to analyse FILE: ERROR", one per failure.
void printFailures(const std::vector<report::Failure> &failures, llvm::StringRef root);

// Seconds since `start`, for --stats.
double secondsSince(std::chrono::steady_clock::time_point start);

} // namespace faultline::driver
