// faultline-per-call-buffer: a function that allocates a large (or unsized) scratch block and
// releases it before it returns, and that runs repeatedly because a loop calls it, directly or
// through other functions, in any translation unit (or because it is recursive). Found by the
// whole-program join (rules/Program.cpp): its per-TU check() finds nothing by design.
#pragma once

#include "rules/Rule.h"

namespace faultline::rules {

class PerCallBufferRule : public Rule {
public:
  const char *id() const override { return "faultline-per-call-buffer"; }
  const char *summary() const override;
  const char *documentation() const override;
  void check(const facts::TranslationUnitFacts &, const RuleOptions &,
             std::vector<Finding> &) const override {}
};

} // namespace faultline::rules
