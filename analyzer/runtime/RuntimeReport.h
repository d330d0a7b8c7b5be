// The runtime JSON that `faultline run` writes and `faultline confirm` reads (docs/runtime-format.md):
// one document per run, sites already symbolised and merged across processes.
#pragma once

#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <string>
#include <vector>

namespace faultline::runtime {

inline constexpr int kRuntimeFormatVersion = 1;
// Calls whose faults are reported apart, as glibc's warm-up (the shim's RT_WARM_CALLS).
inline constexpr uint64_t kWarmupCalls = 2;

struct Frame {
  std::string function; // demangled; empty if unknown
  std::string file;     // absolute when the debug info says so; empty without debug info
  unsigned line = 0, column = 0;
  std::string module; // the ELF object
  uint64_t address = 0; // module-relative (the object's virtual address)
  bool inlined = false; // an inlined frame of the next one
};

struct Counters {
  uint64_t calls = 0, bytes = 0, tracedCalls = 0, tracedBytes = 0, maxSize = 0;
  uint64_t minorFaults = 0, warmupCalls = 0, warmupFaults = 0;
  uint64_t mmappedBlocks = 0, warmupMmappedBlocks = 0, freedBlocks = 0, lifetimeNs = 0;
  uint64_t estimatedBlocks = 0;
  uint64_t opens = 0, closes = 0, bufferAllocations = 0, callerBuffers = 0, unbuffered = 0;
  // How glibc served the traced heap blocks (docs/runtime.md, "Trimming"): blocks that grew
  // the heap (their pages were unmapped just before), of the warm-up calls, and of those the
  // ones that grew it into pages it had held before (trimmed in between); frees of this site's
  // blocks after which the heap top was trimmed, and by how many bytes.
  uint64_t heapGrownBlocks = 0, warmupHeapGrownBlocks = 0, heapRegrownBlocks = 0;
  uint64_t heapTrims = 0, heapTrimmedBytes = 0;
  // Traced allocations made while another block of the same site was still alive: blocks
  // kept across calls (stored, returned) rather than churned.
  uint64_t overlappedBlocks = 0;
  uint64_t maxLiveBlocks = 0; // most blocks of the site alive at once (max over processes)
  // Opens of a path this site had opened shortly before (the same file again, not the next one).
  uint64_t samePathOpens = 0;
  void add(const Counters &o);
  uint64_t steadyHeapGrown() const { return heapGrownBlocks - warmupHeapGrownBlocks; }
  uint64_t steadyMmapped() const { return mmappedBlocks - warmupMmappedBlocks; }
  uint64_t steadyCalls() const { return tracedCalls - warmupCalls; }
  uint64_t steadyFaults() const { return minorFaults - warmupFaults; }
  double faultsPerCall() const { return tracedCalls ? double(minorFaults) / tracedCalls : 0; }
  double steadyFaultsPerCall() const {
    return steadyCalls() ? double(steadyFaults()) / steadyCalls() : 0;
  }
};

struct Site {
  std::string kind;     // alloc | mmap | stdio | setvbuf
  std::string function; // malloc, operator new[], fopen, ...
  Frame location;       // the first frame in the program's own code (see Gather.cpp)
  std::vector<Frame> frames; // innermost first, inlined frames included
  Counters counters;
  unsigned processes = 0; // how many processes had this site
  // Minor faults charged per bucket of the run's timeline (RuntimeReport::timeline*), summed
  // over processes; empty when the shim kept none for this site.
  std::vector<uint64_t> timeline;
};

struct MalloptCall {
  int64_t param = 0, value = 0, result = 0;
};

// Where a process's minor faults went (docs/runtime.md, "Every fault"). The shim reports
// what it knows; the rest is named by the method's blind spots.
struct FaultAccount {
  bool known = false;      // the shim reported an account (older shims did not)
  uint64_t beforeShim = 0; // the loader and constructors that ran before the shim started
  uint64_t shim = 0;       // the shim's own start-up (perf ring, self-test)
  uint64_t sites = 0;      // charged to traced blocks (the sites' minorFaults)
  uint64_t liveBlocks = 0; // in traced blocks still alive at the report (charged to no site)
  // Process faults while perf sampling was paused (only mmapped blocks alive, counted by
  // mincore): an upper bound for the unsampled faults of that time, which it names.
  uint64_t whileSamplingPaused = 0;
  uint64_t heapSmall = 0;  // sampled in the main heap outside traced blocks (small blocks)
  uint64_t other = 0;      // sampled elsewhere: stacks, thread arenas, libraries, mappings
  uint64_t lost = 0;       // samples the kernel dropped, in faults
  uint64_t heapTrims = 0, heapTrimmedBytes = 0; // the program break went down
  // Faults no category explains: under perf, faults taken inside system calls on untraced
  // memory (exclude_kernel) and sample rounding; under getrusage, every untraced fault.
  uint64_t unexplained(uint64_t total) const {
    uint64_t named = beforeShim + shim + sites + liveBlocks + heapSmall + other + lost;
    return total > named ? total - named : 0;
  }
};

struct Process {
  uint64_t pid = 0, ppid = 0;
  std::string executable, endedBy, method;
  bool perfAvailable = false, perfForcedOff = false;
  std::string perfError;
  uint64_t lostSamples = 0, throttled = 0, unattributedSamples = 0, threadsWithoutSampling = 0;
  uint64_t minSize = 0, minorFaults = 0, majorFaults = 0, wallNs = 0;
  std::string libc, libcVersion, kernel, transparentHugepages, glibcTunables, mallocEnvironment;
  std::vector<MalloptCall> mallopt;
  bool sanitizerAllocator = false; // blocks seen through a sanitizer's malloc hooks (ASan...)
  uint64_t overflowSites = 0, overflowBlocks = 0, overflowStreams = 0;
  FaultAccount account;
  // The shim's fault timeline: CLOCK_MONOTONIC at its start, its bucket width and the
  // process's minor faults per bucket (empty from an older shim).
  uint64_t startNs = 0, timelineBucketNs = 0;
  std::vector<uint64_t> timeline;
  // True when the program or its environment set one of the parameters that switch off glibc's
  // dynamic mmap threshold (DESIGN.md): mmap_threshold, trim_threshold, top_pad, mmap_max.
  bool thresholdPinned() const;
};

struct RuntimeReport {
  std::vector<std::string> command;
  int exitCode = 0;
  uint64_t minSize = 0;
  std::vector<Process> processes;
  std::vector<Site> sites; // sorted by minor faults, then calls, descending
  // The command's own totals from wait4 (every process it waited for), when `run` measured
  // them: the ground truth the shim's account is compared with.
  bool commandRusage = false;
  uint64_t commandMinorFaults = 0, commandMajorFaults = 0;
  uint64_t wallNs = 0; // the command's wall-clock time as `run` measured it (0: unknown)
  // The run's fault timeline (docs/runtime-format.md): buckets of timelineBucketNs from the
  // earliest process start, every process's minor faults per bucket; sites carry their own.
  uint64_t timelineBucketNs = 0;
  std::vector<uint64_t> timeline;
  // `run --what-if`: every configuration's report, in order (read back by `confirm`; the
  // writer keeps them under "whatIf", see WhatIf.h).
  struct Configuration;
  std::vector<Configuration> whatIf;
  bool anyThresholdPinned() const;
};

struct RuntimeReport::Configuration {
  std::string name;
  RuntimeReport report;
};

void writeRuntimeReport(const RuntimeReport &, llvm::raw_ostream &);
llvm::Expected<RuntimeReport> readRuntimeReport(llvm::StringRef path);
// The same from a document already parsed (`path` names it in errors).
llvm::Expected<RuntimeReport> readRuntimeReport(const llvm::json::Value &doc, llvm::StringRef path);

// "file:line" of a frame, or "function+0xADDR (module)" without debug info.
std::string describe(const Frame &);

// What makes a site one site across processes: kind, function, location and the whole
// symbolised stack. Blocks allocated at one line through different callers stay apart, so an
// allocator wrapper (PyMem_Malloc, xmalloc) does not pool every caller's blocks under its own
// line, and a finding at a caller's line matches only the blocks that came through it.
std::string siteIdentity(const Site &);

// For a site whose location other sites share (a wrapper's line reached from several callers):
// the wrapper's caller, the first frame after the location outside system libraries that is in
// another module with debug information, else in another file; an empty Frame when none is.
Frame callerOutside(const Site &);
// ", from CALLER (file:line)" when other sites of `all` share the site's location, else "".
std::string callerSuffix(const Site &, const std::vector<Site> &all);

} // namespace faultline::runtime
