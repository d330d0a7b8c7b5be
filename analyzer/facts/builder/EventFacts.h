// The plain facts a walker records at an event (an allocation, a call, a thread start), filled
// in the same way by both front ends from where the event is; what they mean for ownership is
// decided elsewhere (BlockOwnership.h, CallResult.h, the join).
#pragma once

#include "facts/Facts.h"

#include <cstdint>
#include <string>

namespace faultline::builder {

// Where an event is: its range, innermost loop and order among the function's events.
struct CallPlace {
  facts::SourceRange range;
  int loop = -1;
  uint64_t order = 0;
  std::string pathKey; // a rename's: the key of the path it moves away (StreamEvents.h)
  bool throughHelper = false; // a rename's: made by a function of this file, not rename() itself
};

// Block `id` (its index in the function's blocks), owned under `ownerKey` ("" for none).
facts::Block newBlock(int id, facts::BlockKind kind, std::string allocator, const CallPlace &at,
                      facts::Size size, bool valueInitialized, std::string ownerKey);

// A call of user code; `startsThread` inside a parallel region (its callee runs on other threads).
facts::CallSite newCallSite(std::string callee, std::string usr, const CallPlace &at,
                            bool startsThread);

// pthread_create / std::thread / std::async of `callee`: a call from here that starts a thread,
// so the join marks everything it reaches; its result is nothing this function owns.
facts::CallSite threadStartSite(std::string callee, std::string usr, const CallPlace &at);

} // namespace faultline::builder
