// The fault account of a run (docs/runtime.md, "Every fault"): the processes' minor faults, how
// many the traced sites explain, and what the rest is, by name.
#pragma once

#include "runtime/RuntimeReport.h"

#include "llvm/Support/raw_ostream.h"

namespace faultline::runtime {

struct AccountTotals {
  uint64_t minor = 0, major = 0; // what the processes' getrusage said at their reports
  FaultAccount parts;            // summed over the processes that reported an account
  uint64_t unexplained = 0;
  uint64_t paused = 0; // of `unexplained`: faults outside traced blocks while sampling was paused
  bool known = false;  // every process reported an account
  bool sampled = false; // some process used perf samples (heapSmall/other are measured)
  double explainedShare() const {
    uint64_t unnamed = unexplained - std::min(unexplained, paused);
    return minor ? double(minor - std::min(minor, unnamed)) / double(minor) : 1.0;
  }
};

AccountTotals accountTotals(const RuntimeReport &);

// The account as a few indented lines under `faultline run`'s table.
void printAccount(const RuntimeReport &, llvm::raw_ostream &);

} // namespace faultline::runtime
