// After the walk, both front ends move every event to the loop that really repeats it and mark
// those that do not repeat (Facts.h, "Events that do not repeat"); only how they decide one
// event differs (Clang's CFG in extract/ControlFlow, the syntax tree in fastmode/FastControlFlow).
// This visits the events in one order for both, so neither can forget a kind of event.
#pragma once

#include "facts/Facts.h"
#include "facts/builder/EventFacts.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace faultline::builder {

// `settle(loop, order, notRepeated)` updates one event's loop in place; `notRepeated` is null for
// events that carry no reason (releases, closes, stream operations, buffering changes).
// Releases recorded with a block (end of its full-expression, reassignment) follow the block.
template <typename Settle>
void settleEvents(facts::FunctionFacts &facts,
                  std::map<std::string, std::vector<facts::Release>> &releases,
                  std::map<std::string, std::vector<facts::Release>> &closes, Settle settle) {
  for (facts::Block &block : facts.blocks) {
    int before = block.loop;
    settle(block.loop, block.order, &block.notRepeated);
    for (facts::Release &release : block.releases)
      if (release.loop == before)
        release.loop = block.loop;
  }
  for (auto *byKey : {&releases, &closes})
    for (auto &[key, list] : *byKey)
      for (facts::Release &release : list)
        settle(release.loop, release.order, nullptr);
  for (facts::StreamOpen &open : facts.streamOpens)
    settle(open.loop, open.order, &open.notRepeated);
  for (facts::StreamOp &op : facts.streamOps)
    settle(op.loop, op.order, nullptr);
  for (facts::BufferingChange &change : facts.bufferingChanges)
    settle(change.loop, change.order, nullptr);
  for (facts::CallSite &call : facts.calls)
    settle(call.loop, call.order, &call.notRepeated);
}

// Calls the walker noted (placeOf) that are not events of their own, such as the program
// starts and renames of StreamEvents.h (markOneOffFiles): each moved to the loop that really
// repeats it, and those that do not repeat at all (an error path ending in `exit`) left out.
template <typename Settle>
std::vector<CallPlace> repeatingPlaces(std::vector<CallPlace> places, Settle settle) {
  std::vector<CallPlace> repeating;
  for (CallPlace &place : places) {
    std::string once;
    settle(place.loop, place.order, &once);
    if (once.empty())
      repeating.push_back(std::move(place));
  }
  return repeating;
}

} // namespace faultline::builder
