// Which functions run repeatedly, and why: called from a loop body, directly or through a chain
// of calls, in any translation unit; or recursive. Policy (docs/cross-file.md):
//  * direct calls and calls of lambdas/function objects are followed; a virtual call reaches the
//    statically named method only; calls through function pointers are not followed;
//  * a function in a call-graph cycle (recursion) runs repeatedly even without a loop;
//  * each function gets the shortest path from a loop (breadth-first, deterministic order), so
//    cycles cannot blow up the search and the reported path is the most direct one; paths that
//    pass other constants down are kept beside it (HotPath::alternatives), a few per function.
#pragma once

#include "rules/program/ProgramIndex.h"
#include "rules/program/ValueTests.h"

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <utility>
#include <vector>

namespace faultline::rules::program {

struct HotPath {
  const facts::FunctionFacts *loopFunction = nullptr; // holds the loop; null when only recursive
  int loop = -1;
  // From the call inside the loop down to the call of the hot function: (caller, call).
  std::vector<std::pair<const facts::FunctionFacts *, const facts::CallSite *>> calls;
  bool recursive = false;
  // The hot function's parameters whose values the path fixes (a constant or a string passed in
  // the loop's call, or forwarded unchanged): what lets a switch on a parameter (facts::
  // CallSite::switchParameter) or an `if` testing it (facts::ValueTest) cut calls and events
  // the path never reaches.
  ParameterValues parameterValues;
  // Other paths to the same function that fix its parameters otherwise (a second loop calling
  // `run(2)` where the first calls `run(1)`), none of them subsumed by one found earlier: code
  // the first path's values cut is looked for on these, so a `case 2` is not lost because
  // `run(1)` was found first. At most kMaxPathsPerFunction - 1 of them, or 2 *
  // kMaxPathsPerFunction - 1 when paths past the bound leave open a parameter a kept path
  // fixes (HotPaths.cpp, reach). Empty on the alternatives themselves.
  std::vector<HotPath> alternatives;
};

// How many paths with different parameter values a function keeps (the first included). Each
// one is explored, so the bound keeps the search linear in the program's calls.
constexpr size_t kMaxPathsPerFunction = 4;

std::map<const facts::FunctionFacts *, HotPath> findHotFunctions(const ProgramIndex &index);

// Where a finding's code is, kept beside each finding while the join adds what only the whole
// program knows (ProgramNotes.h): the definitions holding it (several for overloads of one
// name), and for a per-call finding the definition holding the loop (null when the function is
// hot only by recursion, and for findings inside the loop's own function).
struct FindingOrigin {
  std::vector<const facts::FunctionFacts *> functions;
  const facts::FunctionFacts *loopFunction = nullptr;
};

// Functions that run on threads other than the one that started them, each with the call that
// started the thread (pthread_create, std::thread, std::async, an OpenMP parallel region).
std::map<const facts::FunctionFacts *, const facts::CallSite *>
findThreadedFunctions(const ProgramIndex &index);

} // namespace faultline::rules::program
