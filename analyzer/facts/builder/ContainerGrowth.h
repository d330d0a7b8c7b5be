// Containers grown one element at a time (issue 10, "containers grown, not sized"): a local
// `std::vector` filled by push_back in a counted loop inside its scope reallocates about log2(n)
// times and ends with a block of at least n elements, then dies with its scope. Both front ends
// recognise the loop in their own way; what counts as growth and how the size is worded is here.
#pragma once

#include "facts/Facts.h"

#include <string>

namespace faultline::builder {

// push_back, emplace_back, push_front, emplace_front: one element at a time.
bool growsOneAtATime(const std::string &method);

// Whether no block is recorded yet for the container `key` (a sized construction, resize,
// reserve, or an earlier growth): a container gets one block.
bool firstGrowthOf(const facts::FunctionFacts &facts, const std::string &key);

// Completes the size of a container grown by `method` in the counted loop at `loopLine` (the
// size is trip count × element size). False when the trip count is neither known nor affine
// in a parameter: then nothing is reported (a push_back loop over input of unknown length is
// too common to flag on a guess).
bool describeGrowth(facts::Size &size, const std::string &method, unsigned loopLine);

} // namespace faultline::builder
