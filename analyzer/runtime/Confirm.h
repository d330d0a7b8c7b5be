// The join of static findings with runtime sites, and the verdict for each finding:
// confirmed (with figures), not reproduced (with the reason in words) or not executed; plus the
// hot runtime sites no finding points at ("missed by the static rules").
#pragma once

#include "runtime/Findings.h"
#include "runtime/RuntimeReport.h"

#include "llvm/Support/raw_ostream.h"

#include <string>
#include <vector>

namespace faultline::runtime {

// Cost of one minor fault on a fresh anonymous page, for the "estimated time" figure. Measured
// on this project's machine (DESIGN.md): a 1 MiB block pinned above the threshold took 632 µs
// per iteration against 31 µs unpinned, for 257 faults: ~2.3 µs per fault, zeroing included.
inline constexpr double kNanosecondsPerFault = 2340.0;

enum class Verdict { Confirmed, NotReproduced, NotExecuted };
const char *toString(Verdict);

struct Judged {
  StaticFinding finding;
  Verdict verdict = Verdict::NotExecuted;
  std::string reason;     // one sentence, for every verdict
  std::string mechanism;  // a few words: what the run showed (side by side under --what-if)
  Counters runtime;       // summed over the matching sites
  unsigned matchedSites = 0;
  double estimatedMs = 0; // faults x kNanosecondsPerFault
};

struct Confirmation {
  std::vector<Judged> findings; // input order
  std::vector<const Site *> missed;
  const RuntimeReport *runtime = nullptr;
  // A --what-if report: the same findings judged under every configuration (same order).
  struct Configuration {
    std::string name;
    std::vector<Judged> findings;
  };
  std::vector<Configuration> whatIf;
};

Confirmation confirm(const FindingsInput &, const RuntimeReport &);
// The join confirm() uses: a frame of `s` on the finding's lines (or, for streams, its notes').
bool siteMatches(const StaticFinding &, const Site &);

// The allocation sites of `rt` (not streams) with a frame in `file` (or `absoluteFile`) on a
// line from `line` to `endLine`, summed: what `check --runtime` settles unknown sizes with.
Counters measuredAt(const RuntimeReport &rt, llvm::StringRef file, llvm::StringRef absoluteFile,
                    unsigned line, unsigned endLine);

void writeText(const Confirmation &, llvm::raw_ostream &);
void writeJson(const Confirmation &, llvm::StringRef runtimePath, llvm::raw_ostream &);
// Keeps a SARIF input whole and adds verdicts under each result's properties; builds a minimal
// SARIF log from JSON input.
void writeSarif(const Confirmation &, const FindingsInput &, llvm::raw_ostream &);

} // namespace faultline::runtime
