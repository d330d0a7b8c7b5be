// faultline-vector-temporary: a large (or unsized) std::vector, basic_string, deque or valarray
// constructed and destroyed within one iteration of a loop.
#pragma once

#include "rules/Rule.h"

namespace faultline::rules {

class VectorTemporaryRule : public Rule {
public:
  const char *id() const override { return "faultline-vector-temporary"; }
  const char *summary() const override;
  const char *documentation() const override;
  void check(const facts::TranslationUnitFacts &tu, const RuleOptions &options,
             std::vector<Finding> &out) const override;
};

} // namespace faultline::rules
