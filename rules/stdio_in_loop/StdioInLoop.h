// faultline-stdio-in-loop: (a) a stdio stream opened and closed within one iteration of a loop
// without a caller buffer; (b) a stream made unbuffered and then read or written piecewise in a
// loop.
#pragma once

#include "rules/Rule.h"
#include "rules/Support.h"

namespace faultline::rules {

class StdioInLoopRule : public Rule {
public:
  const char *id() const override { return "faultline-stdio-in-loop"; }
  const char *summary() const override;
  const char *documentation() const override;
  void check(const facts::TranslationUnitFacts &tu, const RuleOptions &options,
             std::vector<Finding> &out) const override;
};

// Whether an open of `f` that is closed again each time is worth a finding: it can repeat, does
// not escape, has no caller buffer, and either opens the same path each time (the stream could
// be kept open and rewound) or opens a different one per item but is then read or written
// piecewise (the only cost a caller buffer removes). Per-item opens used in blocks are the work
// itself, not churn (docs: "Not a finding").
bool openIsChurn(const facts::FunctionFacts &f, const facts::StreamOpen &s);

// The finding for a stream opened and closed as `rep` says (per iteration or per call).
Finding openCloseFinding(const facts::FunctionFacts &f, const facts::StreamOpen &s,
                         const Repetition &rep);

} // namespace faultline::rules
