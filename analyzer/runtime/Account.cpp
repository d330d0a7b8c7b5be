#include "runtime/Account.h"

#include "llvm/Support/FormatVariadic.h"

namespace faultline::runtime {

AccountTotals accountTotals(const RuntimeReport &r) {
  AccountTotals t;
  t.known = !r.processes.empty();
  for (const Process &p : r.processes) {
    t.minor += p.minorFaults;
    t.major += p.majorFaults;
    if (!p.account.known) {
      t.known = false;
      continue;
    }
    const FaultAccount &a = p.account;
    t.parts.beforeShim += a.beforeShim;
    t.parts.shim += a.shim;
    t.parts.sites += a.sites;
    t.parts.liveBlocks += a.liveBlocks;
    t.parts.heapSmall += a.heapSmall;
    t.parts.other += a.other;
    t.parts.lost += a.lost;
    t.parts.heapTrims += a.heapTrims;
    t.parts.heapTrimmedBytes += a.heapTrimmedBytes;
    uint64_t rest = a.unexplained(p.minorFaults);
    t.paused += std::min(rest, a.whileSamplingPaused);
    t.unexplained += rest;
    t.sampled |= p.method == "perf";
  }
  return t;
}

static std::string mib(uint64_t bytes) {
  return llvm::formatv("{0:f1} MiB", bytes / 1048576.0).str();
}

void printAccount(const RuntimeReport &r, llvm::raw_ostream &os) {
  AccountTotals t = accountTotals(r);
  if (r.processes.empty())
    return;
  os << llvm::formatv("process faults: {0} minor, {1} major", t.minor, t.major);
  if (r.commandRusage)
    os << llvm::formatv(" (the command's own count, wait4: {0} minor, {1} major)",
                        r.commandMinorFaults, r.commandMajorFaults);
  os << "\n";
  if (!t.known) {
    os << "  (a process's shim reported no fault account: the rest cannot be named)\n";
    return;
  }
  auto line = [&](uint64_t n, const char *what) {
    if (n)
      os << llvm::formatv("  {0,10} {1,5:f1} %  {2}\n", n, t.minor ? 100.0 * n / t.minor : 0.0,
                          what);
  };
  line(t.parts.sites, "charged to traced sites (blocks at or above the floor)");
  line(t.parts.liveBlocks, "in traced blocks still alive at exit (never released: charged to no "
                           "site, whose figures are per released block)");
  line(t.parts.beforeShim, "before the shim started (loader, relocations, early constructors)");
  line(t.parts.shim, "the shim's own start-up (perf ring, self-test)");
  if (t.sampled) {
    line(t.parts.heapSmall, "in the heap outside traced blocks (blocks under the floor; sampled)");
    line(t.parts.other, "elsewhere: stacks, thread arenas, libraries, untraced mappings (sampled)");
    line(t.parts.lost, "samples the kernel dropped");
    line(t.paused, "outside traced blocks while perf sampling was paused (only mmapped blocks "
                   "alive, counted exactly by mincore; the events pause to spare the process "
                   "their cost)");
    line(t.unexplained - t.paused, "not seen: faults inside system calls on untraced memory or on blocks a "
                        "quiet site left unmeasured (perf samples user-mode faults only), "
                        "sampling rounding");
  } else {
    line(t.unexplained, "untraced: blocks under the floor, stacks, libraries, system calls (the "
                        "getrusage method cannot tell them apart)");
  }
  os << llvm::formatv("  {0:f1} % of the process faults charged to a site or a named cause\n",
                      100.0 * t.explainedShare());
  if (t.parts.heapTrims)
    os << llvm::formatv("  glibc trimmed the heap top {0} time(s), {1} in all; pages of blocks "
                        "allocated after a trim fault in again\n",
                        t.parts.heapTrims, mib(t.parts.heapTrimmedBytes));
}

} // namespace faultline::runtime
