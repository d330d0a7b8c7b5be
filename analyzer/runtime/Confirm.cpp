#include "runtime/Confirm.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"

#include <set>

namespace faultline::runtime {

const char *toString(Verdict v) {
  switch (v) {
  case Verdict::Confirmed:
    return "confirmed";
  case Verdict::NotReproduced:
    return "not reproduced";
  case Verdict::NotExecuted:
    return "not executed";
  }
  return "?";
}

namespace {

bool isStdioRule(llvm::StringRef rule) { return rule == "faultline-stdio-in-loop"; }

// Same file: equal paths, or one ends with the other at a path-component boundary (debug info
// may hold a path relative to the compilation directory, a finding one relative to --root).
bool sameFile(llvm::StringRef a, llvm::StringRef b) {
  if (a.empty() || b.empty())
    return false;
  if (a == b)
    return true;
  auto suffix = [](llvm::StringRef longer, llvm::StringRef shorter) {
    return longer.size() > shorter.size() && longer.ends_with(shorter) &&
           longer[longer.size() - shorter.size() - 1] == '/';
  };
  return suffix(a, b) || suffix(b, a);
}

// A site matches when any of its frames (inlined ones included) lies on the finding's lines:
// inlining puts the allocation in a callee's file with the user's line as an inlined-at frame,
// and macro expansions are attributed to the line that expands them.
bool matches(const StaticFinding &f, const Site &s) {
  bool stdio = s.kind == "stdio" || s.kind == "setvbuf";
  if (stdio != isStdioRule(f.ruleId))
    return false;
  unsigned last = std::max(f.endLine, f.line);
  for (const Frame &fr : s.frames)
    if (fr.line >= f.line && fr.line <= last &&
        (sameFile(fr.file, f.absoluteFile) || sameFile(fr.file, f.file)))
      return true;
  return false;
}

std::string bytes(uint64_t n) {
  if (n >= (1u << 20) && n % (1u << 20) == 0)
    return llvm::formatv("{0} MiB", n >> 20).str();
  if (n >= 1024 && n % 1024 == 0)
    return llvm::formatv("{0} KiB", n >> 10).str();
  return llvm::formatv("{0} bytes", n).str();
}

void judgeAlloc(Judged &j, const RuntimeReport &rt) {
  const Counters &c = j.runtime;
  uint64_t floor = rt.minSize ? rt.minSize : 65536;
  bool pinned = rt.anyThresholdPinned();
  if (c.tracedCalls == 0) {
    j.verdict = Verdict::NotReproduced;
    j.reason = llvm::formatv("executed {0} time(s), but every block was smaller than the runtime "
                             "floor of {1} (largest {2}); rerun with a smaller --min-size to "
                             "trace them",
                             c.calls, bytes(floor), bytes(c.calls ? c.bytes / c.calls : 0));
    return;
  }
  if (c.steadyCalls() == 0) {
    j.verdict = Verdict::NotReproduced;
    j.reason = llvm::formatv("executed only {0} time(s): too few calls to see a per-call cost "
                             "(the first calls fault under any allocator setting)",
                             c.tracedCalls);
    return;
  }
  double perCall = c.steadyFaultsPerCall();
  if (perCall >= 1.0) {
    j.verdict = Verdict::Confirmed;
    j.reason = llvm::formatv("{0:f1} minor faults per call over {1} calls after the first {2} "
                             "({3} faults in all, ~{4:f1} ms){5}",
                             perCall, c.steadyCalls(), c.warmupCalls, c.minorFaults,
                             j.estimatedMs, pinned ? "; glibc's mmap threshold was pinned" : "");
    return;
  }
  j.verdict = Verdict::NotReproduced;
  uint64_t steadyMmapped = c.mmappedBlocks - c.warmupMmappedBlocks;
  if (c.warmupMmappedBlocks > 0 && steadyMmapped == 0 && !pinned)
    j.reason = "glibc raised its mmap threshold after the first free of a mmapped block, so later "
               "blocks came from the heap and reused its pages; pinning the threshold "
               "(mallopt(M_MMAP_THRESHOLD), MALLOC_MMAP_THRESHOLD_ or "
               "GLIBC_TUNABLES=glibc.malloc.mmap_threshold), as many production configurations "
               "do, makes each call fault";
  else if (c.mmappedBlocks == 0 && !pinned)
    j.reason = llvm::formatv("the allocator served every block ({0} at most) from its heap and "
                             "reused the same pages; with glibc's mmap threshold pinned below "
                             "that size, or under another allocator, each call would fault",
                             bytes(c.maxSize));
  else if (c.mmappedBlocks == 0)
    j.reason = llvm::formatv("the blocks ({0} at most) stayed under the pinned mmap threshold, "
                             "so the allocator reused heap pages",
                             bytes(c.maxSize));
  else
    j.reason = llvm::formatv("{0:f2} faults per call after the first {1} calls: the allocator "
                             "reused the pages",
                             perCall, c.warmupCalls);
}

void judgeStdio(Judged &j) {
  const Counters &c = j.runtime;
  if (c.unbuffered && !c.opens) {
    j.verdict = Verdict::Confirmed;
    j.reason = llvm::formatv("the stream was made unbuffered {0} time(s) here, so each piecewise "
                             "read or write is a system call",
                             c.unbuffered);
    return;
  }
  if (c.opens < 2) {
    j.verdict = Verdict::NotReproduced;
    j.reason = c.calls > c.opens
                   ? llvm::formatv("called {0} time(s) but opened {1} stream(s): the opens failed",
                                   c.calls, c.opens)
                         .str()
                   : llvm::formatv("the stream was opened {0} time(s): not repeated", c.opens).str();
    return;
  }
  if (c.callerBuffers >= c.opens) {
    j.verdict = Verdict::NotReproduced;
    j.reason = "a caller buffer was set with setvbuf on every stream, so stdio allocated no "
               "buffer per open";
    return;
  }
  j.verdict = Verdict::Confirmed;
  j.reason = llvm::formatv("{0} opens and {1} closes, {2} stdio buffer allocations; each open "
                           "costs ~5 system calls and allocator churn (glibc takes stdio buffers "
                           "from malloc, so this shows as calls, not faults)",
                           c.opens, c.closes, c.bufferAllocations);
}

bool hot(const Site &s) {
  if (s.kind == "stdio")
    return s.counters.opens >= 16 && s.counters.callerBuffers < s.counters.opens;
  return s.counters.steadyCalls() > 0 && s.counters.steadyFaultsPerCall() >= 1.0;
}

bool inUserCode(const Site &s) {
  llvm::StringRef f = s.location.file;
  return !f.empty() && !f.starts_with("/usr/") && !f.starts_with("/lib");
}

} // namespace

Confirmation confirm(const FindingsInput &in, const RuntimeReport &rt) {
  Confirmation out;
  out.runtime = &rt;
  std::set<const Site *> used;
  for (const StaticFinding &f : in.findings) {
    Judged j;
    j.finding = f;
    for (const Site &s : rt.sites)
      if (matches(f, s)) {
        j.runtime.add(s.counters);
        j.matchedSites++;
        used.insert(&s);
      }
    j.estimatedMs = j.runtime.minorFaults * kNanosecondsPerFault / 1e6;
    if (!j.matchedSites) {
      j.verdict = Verdict::NotExecuted;
      j.reason = "no runtime site at this line: the run never reached it (or the program was "
                 "built without debug information)";
    } else if (isStdioRule(f.ruleId)) {
      judgeStdio(j);
    } else {
      judgeAlloc(j, rt);
    }
    out.findings.push_back(std::move(j));
  }
  for (const Site &s : rt.sites)
    if (!used.count(&s) && hot(s) && inUserCode(s))
      out.missed.push_back(&s);
  return out;
}

} // namespace faultline::runtime
