// Blocks released only on failure returns (facts::Block::releasedOnFailureOnly) whose success
// path hands them to a callee that keeps that parameter (facts::FunctionFacts::storedParameters,
// followed through callers that pass their own parameter on): the block outlives each
// successful call, so it is no per-call buffer (issue 10, git's add_patterns).
#pragma once

#include "rules/program/ProgramIndex.h"

#include <vector>

namespace faultline::rules::program {

// Marks such blocks OwnershipReleased, at the keeping call. Runs after expandWrapperCalls (the
// blocks of allocator wrappers carry the flag from their call sites). `index` is built over `tus`.
void applyKeptOnSuccess(std::vector<facts::TranslationUnitFacts> &tus, const ProgramIndex &index);

} // namespace faultline::rules::program
