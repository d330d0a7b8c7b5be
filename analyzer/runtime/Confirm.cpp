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
  for (const Frame &fr : s.frames) {
    if (fr.line >= f.line && fr.line <= last &&
        (sameFile(fr.file, f.absoluteFile) || sameFile(fr.file, f.file)))
      return true;
    // A stream finding points at the piecewise read or write and names the open and the
    // setvbuf in its notes; the shim records the open and the setvbuf.
    if (stdio)
      for (const StaticFinding::Place &n : f.notes)
        if (fr.line >= n.line && fr.line <= std::max(n.endLine, n.line) &&
            (sameFile(fr.file, n.absoluteFile) || sameFile(fr.file, n.file)))
          return true;
  }
  return false;
}

std::string bytes(uint64_t n) {
  if (n >= (1u << 20) && n % (1u << 20) == 0)
    return llvm::formatv("{0} MiB", n >> 20).str();
  if (n >= 1024 && n % 1024 == 0)
    return llvm::formatv("{0} KiB", n >> 10).str();
  return llvm::formatv("{0} bytes", n).str();
}

// glibc's dynamic mmap threshold rises to at most 32 MiB on 64-bit (DEFAULT_MMAP_THRESHOLD_MAX).
constexpr uint64_t kThresholdMax = 32ull << 20;

// What the run showed about how the steady-state blocks (after the warm-up calls) were served,
// from the shim's per-block observations (docs/runtime.md, "Trimming"): mmapped, grown into the
// heap again after a trim, grown into fresh heap, or reused heap pages.
struct Mechanism {
  const char *label; // a few words, for side-by-side tables
  std::string detail;
};

Mechanism faultingMechanism(const Counters &c, bool pinned) {
  uint64_t steady = c.steadyCalls(), mm = c.steadyMmapped(), grown = c.steadyHeapGrown();
  if (mm * 2 >= steady)
    return {"mmapped fresh each call",
            pinned ? "mmapped fresh on each call (the run's settings pinned the mmap threshold "
                     "below the block size)"
            : c.maxSize > kThresholdMax
                ? llvm::formatv("mmapped fresh on each call: the blocks ({0}) are above 32 MiB, "
                                "the most glibc's dynamic mmap threshold rises to",
                                bytes(c.maxSize))
                      .str()
                : std::string("mmapped fresh on each call (glibc's mmap threshold stayed below "
                              "the block size)")};
  if (grown * 2 >= steady) {
    if (c.heapRegrownBlocks)
      return {"heap trimmed after free and faulted in again",
              llvm::formatv(
                  "heap trimmed after free and faulted in again: once the blocks were freed the "
                  "free space at the heap top exceeded M_TRIM_THRESHOLD (twice the dynamic mmap "
                  "threshold, so two blocks of the largest size freed together are enough) and "
                  "glibc returned it to the kernel ({0} of {1} later blocks grew the heap into "
                  "pages it had held before); MALLOC_TOP_PAD_ larger than the blocks, or "
                  "MALLOC_TRIM_THRESHOLD_ with MALLOC_MMAP_MAX_=0, keeps them (measure with "
                  "--what-if default,toppad,notrim+nommap)",
                  std::min(c.heapRegrownBlocks, steady), steady)
                  .str()};
    return {"heap grew for each block",
            "the heap grew for each block, into pages never touched before"};
  }
  return {"returned heap pages faulted in again",
          "heap pages returned to the kernel faulted in again (a thread arena's heap shrink, "
          "malloc_trim or madvise)"};
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
    Mechanism m = faultingMechanism(c, pinned);
    j.verdict = Verdict::Confirmed;
    j.mechanism = m.label;
    j.reason = llvm::formatv("{0:f1} minor faults per call over {1} calls after the first {2} "
                             "({3} faults in all, ~{4:f1} ms): {5}",
                             perCall, c.steadyCalls(), c.warmupCalls, c.minorFaults,
                             j.estimatedMs, m.detail);
    return;
  }
  j.verdict = Verdict::NotReproduced;
  uint64_t steadyMmapped = c.steadyMmapped(), steadyGrown = c.steadyHeapGrown();
  j.mechanism = c.warmupMmappedBlocks > 0 && steadyMmapped == 0 && steadyGrown == 0 && !pinned
                    ? "threshold raised and block reused"
                : steadyMmapped == 0 && steadyGrown == 0 ? "served from the heap without faults"
                                                         : "few pages touched";
  if (c.warmupMmappedBlocks > 0 && steadyMmapped == 0 && steadyGrown == 0 && !pinned)
    j.reason = "threshold raised and block reused: glibc raised its mmap threshold after the "
               "first free of a mmapped block, so later blocks came from the heap and reused "
               "its pages (no trim: the heap top stayed under M_TRIM_THRESHOLD); pinning the "
               "threshold (mallopt(M_MMAP_THRESHOLD), MALLOC_MMAP_THRESHOLD_ or "
               "GLIBC_TUNABLES=glibc.malloc.mmap_threshold), as many production configurations "
               "do, makes each call fault";
  else if (steadyMmapped == 0 && steadyGrown == 0)
    j.reason = llvm::formatv("served from the heap without faults: the allocator reused the "
                             "same heap pages for every block ({0} at most){1}",
                             bytes(c.maxSize),
                             pinned ? " with glibc's dynamic mmap threshold switched off by "
                                      "this run's settings (mallopt, MALLOC_*_ or "
                                      "GLIBC_TUNABLES)"
                                    : "; with glibc's mmap threshold pinned below that size, "
                                      "several such blocks freed together (a heap trim), or "
                                      "under another allocator, each call would fault");
  else
    j.reason = llvm::formatv("{0:f2} faults per call after the first {1} calls: blocks were "
                             "{2}, but the program touched few of their pages",
                             perCall, c.warmupCalls,
                             steadyMmapped ? "mmapped" : "served from freshly grown heap");
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
  if (c.opens && c.samePathOpens * 2 < c.opens && c.callerBuffers < c.opens) {
    j.verdict = Verdict::NotReproduced;
    j.reason = llvm::formatv("{0} opens, of which {1} reopened a path opened just before: a "
                             "different file each time is per-item work, which a stream kept "
                             "open cannot save",
                             c.opens, c.samePathOpens);
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

// A site the static rules should have found: blocks that churn (repeated calls, more than
// one fault per block, released again and again rather than piling up). Blocks kept alive
// across calls (stored, moved out, returned) are not churn, whatever they cost: they pile up,
// so at some point most of them are alive at once. A few alive together and all released each
// time (a context's buffers, made and freed per file) are.
bool hot(const Site &s) {
  const Counters &c = s.counters;
  if (s.kind == "stdio")
    return c.samePathOpens >= 16 && c.callerBuffers < c.opens;
  return c.steadyCalls() > 0 && c.steadyFaultsPerCall() > 1.0 &&
         c.freedBlocks * 10 >= c.tracedCalls * 9 && c.maxLiveBlocks * 4 <= c.tracedCalls;
}

bool inUserCode(const Site &s) {
  llvm::StringRef f = s.location.file;
  return !f.empty() && !f.starts_with("/usr/") && !f.starts_with("/lib");
}

} // namespace

Counters measuredAt(const RuntimeReport &rt, llvm::StringRef file, llvm::StringRef absoluteFile,
                    unsigned line, unsigned endLine) {
  Counters sum;
  for (const Site &s : rt.sites) {
    if (s.kind != "alloc" && s.kind != "mmap")
      continue;
    for (const Frame &fr : s.frames)
      if (fr.line >= line && fr.line <= std::max(line, endLine) &&
          (sameFile(fr.file, absoluteFile) || sameFile(fr.file, file))) {
        sum.add(s.counters);
        break;
      }
  }
  return sum;
}

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
      j.reason = "no runtime site at this line: the run never reached it, the program was "
                 "built without debug information, or the compiler removed the allocation (an "
                 "optimised build may drop a malloc/free pair whose block is not otherwise used, "
                 "or turn it into stack memory)";
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
  for (const RuntimeReport::Configuration &config : rt.whatIf)
    out.whatIf.push_back({config.name, confirm(in, config.report).findings});
  return out;
}

bool siteMatches(const StaticFinding &f, const Site &s) { return matches(f, s); }

} // namespace faultline::runtime
