// `faultline check`: the options as the command line gave them, and the run itself. Kept apart
// from main.cpp so the llvm::cl declarations stay in one place. Two phases: per-TU extraction
// (parallel, cached) into summaries, then one whole-program join -> suppress -> report
// (JoinAndReport.h), which `faultline merge` shares.
#pragma once

#include "config/Size.h"
#include "prmode/PullRequest.h"

#include <optional>
#include <string>
#include <vector>

namespace faultline::driver {

// Summary: the per-TU summaries as a bundle (docs/summary-format.md) instead of findings.
// Github: workflow-command annotations (report/GithubReporter.h). Gitlab: Code Quality JSON;
// Junit: one test case per finding (report/CiReporters.h).
enum class Format { Text, Json, Sarif, Summary, Github, Gitlab, Junit };

// Exit codes, the documented contract (docs/cli.md).
enum ExitCode : int {
  kExitClean = 0,
  kExitFindings = 1,
  kExitUsage = 2,
  kExitAnalysisFailed = 3,
};

struct CheckOptions {
  std::vector<std::string> files;
  std::string buildDir;        // -p
  std::string compileCommands; // --compile-commands
  Format format = Format::Text;
  std::string output; // -o; empty or "-" means stdout
  unsigned jobs = 0;  // 0: one per hardware thread
  std::string configPath;
  std::optional<std::string> minSize; // unparsed, so the error can quote it
  std::optional<std::string> unknownSizes; // --unknown-sizes, unparsed
  std::optional<config::FailOn> failOn;
  bool noLibraryModels = false; // --no-library-models
  std::string runtimePath;      // --runtime FILE: measured sizes for unknown-size findings
  std::string select, ignore;   // --select / --ignore RULES
  std::string root;
  bool quiet = false;
  bool dumpFacts = false;
  bool formatGiven = false; // --shard implies --format summary unless a format was given
  std::optional<std::string> shard; // --shard K/N, unparsed (absent = everything)
  std::string cacheDir;     // --cache-dir; "" = .faultline-cache beside the database
  bool noCache = false;
  bool stats = false; // cache hits/misses and phase times on stderr
  // auto: AST mode for files the database covers, fast mode (tree-sitter) for the rest, and for
  // everything when there is no database; ast; fast (docs/fast-mode.md).
  std::string mode = "auto";
  // --link-units FILE|BUILD_DIR; "" reads a CMake file-API reply beside the database if any.
  std::string linkUnits;
  // --diff REF, --baseline FILE, `faultline baseline` (docs/pull-requests.md).
  prmode::PullRequestArgs pr;
  bool fix = false;        // --fix: apply the fixes AST mode proved safe, in place (Fixes.h)
  std::string exportFixes; // --export-fixes FILE: clang-tidy's YAML, for clang-apply-replacements
};

int runCheck(const CheckOptions &options);

} // namespace faultline::driver
