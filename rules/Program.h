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

// The sources of one executable (or shared library) the build links, as the build system says
// (a CMake file-API reply, or `--link-units FILE`: docs/cross-file.md). `sources` are spelled as
// TranslationUnitFacts::mainFile (absolute, normalised); a static or object library's sources
// belong to every unit that links it.
struct LinkUnit {
  std::string name;
  std::vector<std::string> sources;
};

// `tus` may come in any order; findings come back sorted and de-duplicated, so the result does
// not depend on how the TUs were sharded or scheduled. `linkUnits` (optional) say which TUs are
// linked together; without them the join infers programs from each `main`'s calls.
std::vector<Finding> analyzeProgram(const std::vector<facts::TranslationUnitFacts> &tus,
                                    const RuleOptions &options,
                                    const std::vector<std::string> &disabledRules = {},
                                    const std::vector<LinkUnit> &linkUnits = {});

} // namespace faultline::rules
