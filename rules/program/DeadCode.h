// Code under a value test (facts::ValueTest) that no path can pass: the test compares constants
// only, as a developer toggle does (`int use_tiles = 0; /* 1 */ ... if (ok && use_tiles) { ... }`,
// a local whose only store is its constant initialiser). Such a block, stream or call runs in no
// build, so it is marked as not repeating (facts' notRepeated) and no rule reports it, in the
// function itself (faultline-loop-alloc, faultline-stdio-in-loop) or through a caller.
// Tests that need a hot path's argument values stay with rules/program/ValueTests.h's mayRun.
#pragma once

#include "rules/program/ProgramIndex.h"

#include <vector>

namespace faultline::rules::program {

// Call before expandWrapperCalls, so that a wrapper's block made at a dead call inherits the
// mark. `index` must have been built over `tus`; events are changed in place.
void markDeadCode(std::vector<facts::TranslationUnitFacts> &tus, const ProgramIndex &index);

} // namespace faultline::rules::program
