// `faultline check`: the options as the command line gave them, and the run itself. Kept apart
// from main.cpp so the llvm::cl declarations stay in one place and this file reads as the
// pipeline: database -> TUs -> extract -> rules -> suppress -> report.
#pragma once

#include "config/Size.h"

#include <optional>
#include <string>
#include <vector>

namespace faultline::driver {

enum class Format { Text, Json, Sarif };

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
  std::optional<config::FailOn> failOn;
  std::string root;
  bool quiet = false;
  bool dumpFacts = false;
};

int runCheck(const CheckOptions &options);

} // namespace faultline::driver
