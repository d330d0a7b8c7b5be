// What one `faultline check` run produced, in the form every reporter renders: the findings that
// survived suppression (sorted, de-duplicated, fingerprinted), the TUs that failed, and the
// settings a reader needs to interpret them.
#pragma once

#include "rules/Finding.h"

#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace faultline::report {

inline constexpr const char *kToolName = "faultline";
inline constexpr const char *kToolVersion = FAULTLINE_VERSION;

struct ReportedFinding {
  rules::Finding finding;
  std::string fingerprint; // "<16 hex digits>:<occurrence>", see Fingerprint.h
  std::string mode = "ast"; // "fast": found by the tree-sitter front end (docs/fast-mode.md)
  std::optional<facts::Fix> fix; // the edits that remove it, when AST mode proved them safe
};

struct Failure {
  std::string file;  // absolute path of the TU's main file
  std::string error; // first error, "file:line:col: error: message", or why it did not run
};

struct Report {
  std::string root;                      // absolute, no trailing separator
  std::vector<ReportedFinding> findings; // sorted by rules::operator<
  std::vector<Failure> failures;         // sorted by file
  unsigned filesAnalyzed = 0;            // TUs attempted, failed ones included
  unsigned unknownSizesNotShown = 0;     // left out by `--unknown-sizes off` (the summary says so)
  uint64_t minSize = 0;
  std::string failOn;
  // Where the documentation is (docs/sarif.md, "Links"): informationUri names the project's
  // README, helpUris each rule's page by rule id; empty when there is none to point at.
  std::string informationUri;
  std::map<std::string, std::string> helpUris;
};

struct Counts {
  unsigned notes = 0, warnings = 0, errors = 0;
};
Counts count(const Report &);

// `path` relative to `root` with forward slashes when it lies inside root, else `path` itself.
std::string displayPath(llvm::StringRef path, llvm::StringRef root);

// "2 warnings and 1 error in 12 files", "no findings in 3 files", plus ", 1 file failed".
std::string summaryLine(const Report &);

} // namespace faultline::report
