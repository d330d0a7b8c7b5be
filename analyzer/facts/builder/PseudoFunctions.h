// Functions the program does not define but the join must see as loops: the loop of a host
// language over a method table's functions (HostEntries.h), a standard algorithm's loop over
// its range (PerElementAlgorithms.h). Each is one loop at `at`, whose calls the maker adds.
#pragma once

#include "facts/Facts.h"

#include <string>

namespace faultline::builder {

inline facts::FunctionFacts loopingPseudoFunction(std::string name, std::string usr,
                                                  const facts::SourceRange &at) {
  facts::FunctionFacts f;
  f.name = std::move(name);
  f.usr = std::move(usr);
  f.range = at;
  facts::Loop loop;
  loop.id = 0;
  loop.kind = facts::LoopKind::For;
  loop.range = at;
  f.loops.push_back(loop);
  return f;
}

// A call of `callee` (key `usr`) inside the pseudo-function's loop, at `at`.
inline facts::CallSite callInPseudoLoop(std::string callee, std::string usr,
                                        const facts::SourceRange &at, uint64_t order) {
  facts::CallSite call;
  call.callee = std::move(callee);
  call.calleeUsr = std::move(usr);
  call.range = at;
  call.loop = 0;
  call.order = order;
  return call;
}

} // namespace faultline::builder
