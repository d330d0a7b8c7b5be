// faultline-vector-temporary: a large (or unsized) std::vector, basic_string, deque or valarray
// constructed and destroyed within one iteration of a loop.
#pragma once

#include "rules/Rule.h"
#include "rules/Support.h"

#include <optional>

namespace faultline::rules {

class VectorTemporaryRule : public Rule {
public:
  const char *id() const override { return "faultline-vector-temporary"; }
  const char *summary() const override;
  const char *documentation() const override;
  void check(const facts::TranslationUnitFacts &tu, const RuleOptions &options,
             std::vector<Finding> &out) const override;
};

// The finding for container block `b` of `function`, repeated as `rep` says (per iteration of
// a loop, or per call of a function a loop calls), or nothing when it is small.
std::optional<Finding> containerFinding(const std::string &function, const facts::Block &b,
                                        const Repetition &rep, const RuleOptions &options);

} // namespace faultline::rules
