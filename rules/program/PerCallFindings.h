// The per-call findings: blocks and streams that a hot function (see HotPaths.h) makes and
// releases within one call. Non-container blocks are faultline-per-call-buffer; containers and
// streams are the per-call variants of faultline-vector-temporary and faultline-stdio-in-loop.
#pragma once

#include "rules/Rule.h"
#include "rules/program/HotPaths.h"
#include "rules/program/NestingCounters.h"

namespace faultline::rules::program {

void findPerCallFindings(const ProgramIndex &index,
                         const std::map<const facts::FunctionFacts *, HotPath> &hot,
                         const RuleOptions &options, const std::vector<std::string> &disabled,
                         std::vector<Finding> &out, std::vector<FindingOrigin> *origins = nullptr);

// A size that depends on the hot function's parameters, resolved through the arguments of the
// calls on `path` (from the innermost call outwards); says which call gave it. A size that
// stays affine in a nesting counter of a caller on the path (`counters`) cannot grow large.
facts::Size resolveThroughPath(const facts::Size &size, const HotPath &path,
                               const NestingCounters *counters = nullptr);

} // namespace faultline::rules::program
