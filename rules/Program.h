// Whole-program analysis: the join over every translation unit's facts (summaries). It runs the
// per-TU rules, finds allocator wrappers and hot functions across files, reports
// faultline-per-call-buffer and the per-call variants of the other rules, and adds what only the
// whole program knows (pinned allocator settings, code running on threads). Pure C++ over facts:
// the same function serves one run, `faultline merge` over shards, and the tests.
#pragma once

#include "facts/Facts.h"
#include "rules/Rule.h"

#include <string>
#include <vector>

namespace faultline::rules {

// `tus` may come in any order; findings come back sorted and de-duplicated, so the result does
// not depend on how the TUs were sharded or scheduled.
std::vector<Finding> analyzeProgram(const std::vector<facts::TranslationUnitFacts> &tus,
                                    const RuleOptions &options,
                                    const std::vector<std::string> &disabledRules = {});

} // namespace faultline::rules
