// Sizes made of a call's integer result (`len = get_name(ctx, i, NULL, 0); malloc(len + 1)`):
// the extractor counts a result computed from an object it is given as plausibly large, and
// records which calls alone made the size so (facts::Size::growthCalls). A function whose every
// `return` returns a string length (facts::FunctionFacts::returnsStringLength: a strlen, a scan
// count, a bounded value, ... — possibly provided other functions' results are string lengths
// too, returnsStringLengthIf) returns a name's length, not a payload's: such a size is not
// plausibly large, as if the caller had called strlen itself (issue 10).
#pragma once

#include "rules/program/ProgramIndex.h"

#include <set>
#include <string>
#include <vector>

namespace faultline::rules::program {

// Keys of the functions whose result is a string length: every definition of the key says so,
// and every condition holds (a least fixed point: a recursion through the condition is not
// assumed to hold).
std::set<std::string> stringLengthResults(const ProgramIndex &index);

// Clears the growth of every size whose growthCalls all return string lengths. `index` is built
// over `tus`.
void applyStringLengthResults(std::vector<facts::TranslationUnitFacts> &tus,
                              const ProgramIndex &index);

} // namespace faultline::rules::program
