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

// The finding for a stream opened and closed as `rep` says (per iteration or per call).
Finding openCloseFinding(const std::string &function, const facts::StreamOpen &s,
                         const Repetition &rep);

} // namespace faultline::rules
