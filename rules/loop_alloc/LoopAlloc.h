// faultline-loop-alloc: a large (or unsized) block allocated and released within one iteration
// of a loop. Containers are faultline-vector-temporary's.
#pragma once

#include "rules/Rule.h"

namespace faultline::rules {

class LoopAllocRule : public Rule {
public:
  const char *id() const override { return "faultline-loop-alloc"; }
  const char *summary() const override;
  const char *documentation() const override;
  void check(const facts::TranslationUnitFacts &tu, const RuleOptions &options,
             std::vector<Finding> &out) const override;
};

} // namespace faultline::rules
