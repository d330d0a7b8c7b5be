// Pull-request mode (docs/pull-requests.md): what `faultline check --diff REF`, `--baseline FILE`
// and `faultline baseline` do to a finished report. Everything here runs on the Report after the
// join, suppression and fingerprints, so the findings and their fingerprints are exactly those of
// a full run; this only chooses which of them to show.
#pragma once

#include "report/Report.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace faultline::prmode {

// What the command line asked for.
struct PullRequestArgs {
  std::string diffRef;       // --diff REF; "" = every finding
  std::string baselineFile;  // --baseline FILE; "" = none
  bool writeBaseline = false; // `faultline baseline`: write the baseline instead of a report
  bool active() const { return !diffRef.empty() || !baselineFile.empty() || writeBaseline; }
};

// Lines changed since REF, per absolute path: closed ranges [first, last].
struct ChangedLines {
  std::string ref;  // as given
  std::string base; // the commit compared against (merge base of REF and HEAD)
  std::map<std::string, std::vector<std::pair<unsigned, unsigned>>> files;
  std::vector<std::string> wholeFiles; // untracked files: every line is new
  bool touches(const std::string &file, unsigned first, unsigned last) const;
};

struct BaselineEntry {
  std::string ruleId;
  std::string file; // root-relative (forward slashes) when inside the root, else absolute
  std::string fingerprint;
  unsigned line = 0;
  std::string message;
};

struct Baseline {
  std::string path;
  std::vector<BaselineEntry> findings;
};

// The state prepared before analysis (a bad REF or a malformed baseline is exit 2 before any
// work), applied after the join.
struct PullRequestState {
  PullRequestArgs args;
  std::optional<ChangedLines> changed;
  std::optional<Baseline> baseline;
  // Filled by apply():
  unsigned outsideDiff = 0;            // findings dropped because their lines did not change
  unsigned known = 0;                  // findings dropped because the baseline has them
  std::vector<BaselineEntry> gone;     // baseline entries no finding matches any more
};

// Runs git for --diff and reads --baseline. False after one error line (exit 2).
bool prepare(const PullRequestArgs &args, llvm::StringRef root, PullRequestState &out);

// Drops from `report` the findings outside the diff and those the baseline knows, and records
// the baseline's findings that are gone. Fingerprints are left as assigned on the full report.
void apply(PullRequestState &state, report::Report &report);

// `faultline baseline`: every finding of `report`, as JSON (docs/pull-requests.md).
llvm::json::Value toBaselineJson(const report::Report &report);

// After the summary line: "faultline: baseline: 3 known, 1 gone since BASELINE" and one line per
// gone finding; "faultline: diff: 4 findings outside the lines changed since REF".
void printSummary(const PullRequestState &state, const report::Report &report,
                  llvm::raw_ostream &os);

// JSON and SARIF carry the same facts for machines: `pullRequest` in the JSON report, and
// `runs[0].properties.faultlinePullRequest` (plus baselineState "new" on results) in SARIF.
void annotateJson(const PullRequestState &state, const report::Report &report,
                  llvm::json::Value &json);
void annotateSarif(const PullRequestState &state, const report::Report &report,
                   llvm::json::Value &sarif);
// The per-result part of annotateSarif, for a report streamed one result at a time.
void annotateSarifResult(const PullRequestState &state, llvm::json::Object &result);

// Parses `git diff --unified=0` output (exposed for tests). Paths are joined to `top`.
void parseUnifiedDiff(llvm::StringRef diff, llvm::StringRef top, ChangedLines &out);

} // namespace faultline::prmode
