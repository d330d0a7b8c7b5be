// Nesting counters: integer parameters bounded by how deep a recursion or a nesting of calls
// goes, not by the data (`void print(int depth, const Node &n)`, whose callers pass 0, 1 or
// their own `depth + 1`). A size that grows only with such a parameter (`std::string
// prefix(depth * 2, ' ')`) cannot plausibly reach the mmap threshold: reaching 128 KiB would
// take tens of thousands of levels of nesting. See faultline-vector-temporary.md, "Indentation
// by nesting depth".
//
// A parameter p of function f is a counter when f has at least one call in the program and
// every call passes at p
//  - a constant in [0, kMaxCounterStep], or
//  - a counter parameter of the caller plus a constant in [0, kMaxCounterStep] (multiplier 1;
//    the extractor records `++depth; f(depth)` as the caller's `depth + 1`), or
//  - a value the extractor says cannot grow large (CallSite::argumentGrowth empty for it:
//    `int depth = 0; if (ext) depth = 1;`).
// The set is the greatest fixpoint: start from every parameter that has callers and drop those
// with a call that passes anything else, until nothing changes. A function called only from
// outside the program (no calls) has no counters: its callers are unknown.
#pragma once

#include "facts/Facts.h"
#include "rules/program/ProgramIndex.h"

#include <set>
#include <utility>

namespace faultline::rules::program {

class NestingCounters {
public:
  static constexpr int64_t kMaxCounterStep = 16;
  explicit NestingCounters(const ProgramIndex &index);
  // Whether parameter `parameter` (0-based) of the definition `function` is a counter.
  // Any copy of a definition may be given.
  bool isCounter(const facts::FunctionFacts *function, int parameter) const {
    const facts::FunctionFacts *definition = index.definitionOf(function);
    return counters.count({definition ? definition : function, parameter}) != 0;
  }

private:
  const ProgramIndex &index;
  std::set<std::pair<const facts::FunctionFacts *, int>> counters;
};

} // namespace faultline::rules::program
