// ControlFlow's path-sensitive view of one event (ControlFlow.h): what the status variables
// (PathValues.h) can hold when the event's block starts, read once per function from its entry,
// and whether a path from the event comes back to it. uucp's tstuu (issue 10) looks for two
// free ptys in two nested loops:
//
//   for (...) { for (...) {
//       om = open(name, O_RDWR); if (om < 0) continue;
//       if (omaster1 == -1) { omaster1 = om; e = fopen(".../pty1", "w"); ... }
//       else { omaster2 = om; e = fopen(".../pty2", "w"); ...; break; } }
//     if (omaster1 != -1 && omaster2 != -1) break; }
//
// Both loops go round after the first fopen, but no way back reaches it (`om >= 0`, so
// `omaster1 == -1` is false from then on); the second fopen is reached only with both set, and
// its `break` leads to the outer loop's `break`. Each runs once per call.
#include "extract/ControlFlow.h"
#include "extract/FlowShapes.h"

#include <deque>
#include <set>

namespace faultline::extract {

using namespace clang;
using flow::isFailureEnd;

void ControlFlow::readEntryStates() const {
  entryStatesRead = true;
  if (!cfg || values.empty())
    return;
  std::set<std::pair<unsigned, PathValues::State>> seen;
  std::deque<std::pair<const CFGBlock *, PathValues::State>> work;
  auto push = [&](const CFGBlock *block, PathValues::State state) {
    if (!seen.emplace(block->getBlockID(), state).second)
      return;
    entryStates[block].push_back(state);
    work.emplace_back(block, std::move(state));
  };
  push(&cfg->getEntry(), values.unknown());
  llvm::SmallVector<std::pair<const CFGBlock *, PathValues::State>, 2> next;
  while (!work.empty()) {
    if (seen.size() > PathValues::kMaxStates) {
      entryStates.clear(); // too many ways: the events keep the unknown state
      return;
    }
    auto [block, state] = std::move(work.front());
    work.pop_front();
    values.apply(*block, state);
    next.clear();
    values.successors(*block, state, next);
    for (auto &[successor, refined] : next)
      push(successor, std::move(refined));
  }
  entryStatesKnown = true;
}

llvm::SmallVector<PathValues::State, 1> ControlFlow::statesAt(const CFGBlock *block, bool &known) const {
  if (!entryStatesRead)
    readEntryStates();
  known = false;
  if (entryStatesKnown)
    if (auto found = entryStates.find(block); found != entryStates.end() && !found->second.empty()) {
      known = true;
      return llvm::SmallVector<PathValues::State, 1>(found->second.begin(), found->second.end());
    }
  return {values.unknown()};
}

bool ControlFlow::comesBack(const CFGBlock *start, llvm::ArrayRef<PathValues::State> initial) const {
  std::set<std::pair<unsigned, PathValues::State>> seen;
  std::deque<std::pair<const CFGBlock *, PathValues::State>> work;
  for (const PathValues::State &state : initial)
    work.emplace_back(start, state);
  llvm::SmallVector<std::pair<const CFGBlock *, PathValues::State>, 2> next;
  while (!work.empty()) {
    if (seen.size() > PathValues::kMaxStates)
      return true; // cannot tell: it may
    auto [block, state] = std::move(work.front());
    work.pop_front();
    values.apply(*block, state);
    if (isFailureEnd(*block))
      continue; // ends in exit() or a throw
    next.clear();
    values.successors(*block, state, next);
    for (auto &[successor, refined] : next) {
      if (successor == start)
        return true;
      if (seen.emplace(successor->getBlockID(), refined).second)
        work.emplace_back(successor, std::move(refined));
    }
  }
  return false;
}

} // namespace faultline::extract
