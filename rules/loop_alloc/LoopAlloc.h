// faultline-loop-alloc: a large (or unsized) block allocated and released within one iteration
// of a loop. Containers are faultline-vector-temporary's.
#pragma once

#include "rules/Rule.h"
#include "rules/Support.h"

#include <optional>

namespace faultline::rules {

class LoopAllocRule : public Rule {
public:
  const char *id() const override { return "faultline-loop-alloc"; }
  const char *summary() const override;
  const char *documentation() const override;
  void check(const facts::TranslationUnitFacts &tu, const RuleOptions &options,
             std::vector<Finding> &out) const override;
};

// The finding for block `b` of `function`, repeated as `rep` says, or nothing when its size is
// below the boundary. `co`: the other large blocks released in the same repetition, which can
// make default glibc trim the heap top (Glibc.h). Shared with faultline-per-call-buffer (same
// size policy and wording).
std::optional<Finding> allocationFinding(const std::string &function, const facts::Block &b,
                                         const Repetition &rep, const RuleOptions &options,
                                         const char *ruleId, const CoReleased &co = {});

} // namespace faultline::rules
