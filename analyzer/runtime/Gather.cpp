#include "runtime/Gather.h"

#include "io/Input.h"
#include "runtime/Symbolizer.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <algorithm>
#include <map>
#include <set>

namespace json = llvm::json;

namespace faultline::runtime {

namespace {

struct Module {
  std::string path;
  uint64_t bias = 0, start = 0, end = 0;
};

uint64_t hex(const json::Value *v) {
  uint64_t x = 0;
  if (v)
    if (auto s = v->getAsString()) {
      llvm::StringRef r = *s;
      r.consume_front("0x");
      r.getAsInteger(16, x);
    }
  return x;
}

uint64_t u(const json::Object &o, llvm::StringRef k) {
  return (uint64_t)o.getInteger(k).value_or(0);
}
std::string s(const json::Object &o, llvm::StringRef k) {
  return o.getString(k).value_or("").str();
}

bool systemPath(llvm::StringRef p) {
  return p.starts_with("/usr/include/") || p.starts_with("/usr/lib/") || p.starts_with("/lib/") ||
         p.starts_with("/lib64/") || p.starts_with("/usr/local/include/");
}

// A frame in the program's own code: it has a source file that is not a system header, in a
// module that is not a system library or the shim itself.
bool userFrame(const Frame &f) {
  return !f.file.empty() && !systemPath(f.file) && !systemPath(f.module) &&
         !llvm::StringRef(f.module).contains("libfaultline-rt");
}

Frame chooseLocation(const std::vector<Frame> &frames) {
  for (const Frame &f : frames)
    if (userFrame(f))
      return f;
  for (const Frame &f : frames)
    if (!f.file.empty() && !llvm::StringRef(f.module).contains("libfaultline-rt"))
      return f;
  return frames.empty() ? Frame{} : frames.front();
}

std::string siteKey(const Site &s) { return siteIdentity(s); }

bool parseProcess(const json::Object &doc, Process &p) {
  if (s(doc, "format") != "faultline-runtime-raw" || u(doc, "version") != 1)
    return false;
  p.pid = u(doc, "pid");
  p.ppid = u(doc, "ppid");
  p.executable = s(doc, "executable");
  p.endedBy = s(doc, "endedBy");
  p.method = s(doc, "method");
  p.minSize = u(doc, "minSize");
  p.minorFaults = u(doc, "minorFaults");
  p.majorFaults = u(doc, "majorFaults");
  p.wallNs = u(doc, "wallNs");
  if (auto *perf = doc.getObject("perf")) {
    p.perfAvailable = perf->getBoolean("available").value_or(false);
    p.perfForcedOff = perf->getBoolean("forcedOff").value_or(false);
    p.perfError = s(*perf, "error");
    p.lostSamples = u(*perf, "lostSamples");
    p.throttled = u(*perf, "throttled");
    p.unattributedSamples = u(*perf, "unattributedSamples");
    p.threadsWithoutSampling = u(*perf, "threadsWithoutSampling");
  }
  if (auto *env = doc.getObject("environment")) {
    p.libc = s(*env, "libc");
    p.libcVersion = s(*env, "libcVersion");
    p.kernel = s(*env, "kernel");
    p.transparentHugepages = s(*env, "transparentHugepages");
    p.glibcTunables = s(*env, "glibcTunables");
    p.mallocEnvironment = s(*env, "mallocEnvironment");
    p.sanitizerAllocator = env->getBoolean("sanitizerAllocator").value_or(false);
    if (auto *m = env->getArray("mallopt"))
      for (auto &mv : *m)
        if (auto *mo = mv.getAsObject())
          p.mallopt.push_back({mo->getInteger("param").value_or(0),
                               mo->getInteger("value").value_or(0),
                               mo->getInteger("result").value_or(0)});
  }
  if (auto *ov = doc.getObject("overflow")) {
    p.overflowSites = u(*ov, "sites");
    p.overflowBlocks = u(*ov, "blocks");
    p.overflowStreams = u(*ov, "streams");
  }
  if (auto *tl = doc.getObject("timeline")) {
    p.startNs = u(*tl, "startNs");
    p.timelineBucketNs = u(*tl, "bucketNs");
    if (auto *mf = tl->getArray("minorFaults"))
      for (auto &v : *mf)
        p.timeline.push_back((uint64_t)v.getAsInteger().value_or(0));
  }
  if (auto *fa = doc.getObject("faults")) {
    // Samples stand for a period of faults each; the sites' own faults are added per site.
    uint64_t period = 1, heapSamples = 0;
    if (auto *perf = doc.getObject("perf")) {
      period = std::max<uint64_t>(1, u(*perf, "samplePeriod"));
      heapSamples = u(*perf, "unattributedHeapSamples");
    }
    FaultAccount &a = p.account;
    a.known = true;
    a.beforeShim = u(*fa, "beforeShim");
    a.shim = u(*fa, "shim");
    a.liveBlocks = u(*fa, "liveBlocks");
    a.whileSamplingPaused = u(*fa, "whileSamplingPaused");
    a.heapSmall = heapSamples * period;
    a.other = (p.unattributedSamples - std::min(p.unattributedSamples, heapSamples)) * period;
    a.lost = p.lostSamples > p.throttled ? p.lostSamples - p.throttled : 0;
    a.heapTrims = u(*fa, "heapTrims");
    a.heapTrimmedBytes = u(*fa, "heapTrimmedBytes");
  }
  return true;
}

// A raw site's timeline, kept with its process's grid until the run's grid is known.
struct RawTimeline {
  size_t site;
  uint64_t startNs, bucketNs;
  std::vector<uint64_t> buckets;
};

// The run's timeline: at most kTimelineBuckets buckets from the earliest process start to the
// latest end, no narrower than any process's; each process bucket goes whole into the run
// bucket holding its midpoint.
constexpr uint64_t kTimelineBuckets = 256;
void buildTimeline(RuntimeReport &r, const std::vector<RawTimeline> &raw) {
  uint64_t start = UINT64_MAX, end = 0, width = 1;
  for (const Process &p : r.processes)
    if (p.timelineBucketNs) {
      start = std::min(start, p.startNs);
      end = std::max(end, p.startNs + std::max<uint64_t>(p.wallNs, 1));
      width = std::max(width, p.timelineBucketNs);
    }
  if (start == UINT64_MAX)
    return;
  width = std::max(width, (end - start + kTimelineBuckets - 1) / kTimelineBuckets);
  size_t n = (size_t)std::max<uint64_t>(1, (end - start + width - 1) / width);
  auto project = [&](uint64_t pStart, uint64_t pWidth, const std::vector<uint64_t> &in,
                     std::vector<uint64_t> &out) {
    if (out.size() < n)
      out.resize(n);
    for (size_t i = 0; i < in.size(); ++i) {
      uint64_t mid = pStart + i * pWidth + pWidth / 2;
      out[std::min<size_t>(n - 1, (size_t)((mid - start) / width))] += in[i];
    }
  };
  r.timelineBucketNs = width;
  r.timeline.assign(n, 0);
  for (const Process &p : r.processes)
    if (p.timelineBucketNs)
      project(p.startNs, p.timelineBucketNs, p.timeline, r.timeline);
  for (const RawTimeline &t : raw)
    project(t.startNs, t.bucketNs, t.buckets, r.sites[t.site].timeline);
  for (Site &s : r.sites)
    while (!s.timeline.empty() && !s.timeline.back())
      s.timeline.pop_back();
}

} // namespace

GatherResult gather(const std::string &dir) {
  GatherResult out;
  std::vector<std::string> files;
  std::error_code ec;
  for (llvm::sys::fs::directory_iterator it(dir, ec), end; it != end && !ec; it.increment(ec)) {
    llvm::StringRef name = llvm::sys::path::filename(it->path());
    if (name.starts_with("faultline-rt-") && name.ends_with(".json"))
      files.push_back(it->path());
  }
  std::sort(files.begin(), files.end());

  Symbolizer symbolizer;
  std::map<std::string, size_t> index; // siteKey -> position in out.report.sites
  std::map<std::string, std::set<uint64_t>> pidsOf;
  std::vector<RawTimeline> rawTimelines;
  for (const std::string &file : files) {
    auto buf = io::readFile(file);
    if (!buf) {
      out.warnings.push_back("cannot read " + file + ": " + llvm::toString(buf.takeError()));
      continue;
    }
    auto parsed = io::parseJson((*buf)->getBuffer());
    if (!parsed) {
      llvm::consumeError(parsed.takeError());
      out.warnings.push_back("ignoring malformed shim report " + file);
      continue;
    }
    const json::Object *doc = parsed->getAsObject();
    Process proc;
    if (!doc || !parseProcess(*doc, proc)) {
      out.warnings.push_back("ignoring " + file + ": not a faultline shim report, version 1");
      continue;
    }
    std::vector<Module> modules;
    if (auto *ms = doc->getArray("modules"))
      for (auto &mv : *ms)
        if (auto *mo = mv.getAsObject())
          modules.push_back({s(*mo, "path"), hex(mo->get("bias")), hex(mo->get("start")),
                             hex(mo->get("end"))});
    if (auto *sites = doc->getArray("sites"))
      for (auto &sv : *sites) {
        const json::Object *so = sv.getAsObject();
        if (!so)
          continue;
        Site site;
        site.kind = s(*so, "kind");
        site.function = s(*so, "function");
        if (auto *stack = so->getArray("stack"))
          for (auto &av : *stack) {
            uint64_t a = hex(&av);
            const Module *m = nullptr;
            for (const Module &mod : modules)
              if (a >= mod.start && a < mod.end)
                m = &mod;
            if (!m) {
              Frame f;
              f.address = a;
              site.frames.push_back(f);
              continue;
            }
            for (const Frame &f : symbolizer.frames(m->path, a - m->bias))
              site.frames.push_back(f);
          }
        site.location = chooseLocation(site.frames);
        Counters &c = site.counters;
        c.calls = u(*so, "calls");
        c.bytes = u(*so, "bytes");
        c.tracedCalls = u(*so, "tracedCalls");
        c.tracedBytes = u(*so, "tracedBytes");
        c.maxSize = u(*so, "maxSize");
        c.minorFaults = u(*so, "minorFaults");
        c.warmupCalls = std::min<uint64_t>(c.tracedCalls, kWarmupCalls);
        c.warmupFaults = u(*so, "warmupFaults");
        c.mmappedBlocks = u(*so, "mmappedBlocks");
        c.warmupMmappedBlocks = u(*so, "warmupMmappedBlocks");
        c.freedBlocks = u(*so, "freedBlocks");
        c.lifetimeNs = u(*so, "lifetimeNs");
        c.estimatedBlocks = u(*so, "estimatedBlocks");
        c.opens = u(*so, "opens");
        c.closes = u(*so, "closes");
        c.bufferAllocations = u(*so, "bufferAllocations");
        c.callerBuffers = u(*so, "callerBuffers");
        c.unbuffered = u(*so, "unbuffered");
        c.heapGrownBlocks = u(*so, "heapGrownBlocks");
        c.warmupHeapGrownBlocks = u(*so, "warmupHeapGrownBlocks");
        c.heapRegrownBlocks = u(*so, "heapRegrownBlocks");
        c.heapTrims = u(*so, "heapTrims");
        c.heapTrimmedBytes = u(*so, "heapTrimmedBytes");
        c.overlappedBlocks = u(*so, "overlappedBlocks");
        c.maxLiveBlocks = u(*so, "maxLiveBlocks");
        c.samePathOpens = u(*so, "samePathOpens");
        proc.account.sites += c.minorFaults;
        std::string key = siteKey(site);
        pidsOf[key].insert(proc.pid);
        auto [it, fresh] = index.emplace(key, out.report.sites.size());
        if (auto *tl = so->getArray("timeline"); tl && proc.timelineBucketNs) {
          RawTimeline t{it->second, proc.startNs, proc.timelineBucketNs, {}};
          for (auto &v : *tl)
            t.buckets.push_back((uint64_t)v.getAsInteger().value_or(0));
          rawTimelines.push_back(std::move(t));
        }
        if (fresh) {
          out.report.sites.push_back(std::move(site));
        } else { // the same stack in another process (or the same process's report twice)
          out.report.sites[it->second].counters.add(site.counters);
        }
      }
    if (proc.overflowSites || proc.overflowBlocks || proc.overflowStreams)
      out.warnings.push_back(llvm::formatv("process {0} ran out of shim capacity ({1} site "
                                           "lookups, {2} blocks, {3} streams not recorded)",
                                           proc.pid, proc.overflowSites, proc.overflowBlocks,
                                           proc.overflowStreams));
    out.report.processes.push_back(std::move(proc));
  }
  for (Site &site : out.report.sites)
    site.processes = (unsigned)pidsOf[siteKey(site)].size();
  buildTimeline(out.report, rawTimelines); // before sorting: rawTimelines hold site indexes
  std::stable_sort(out.report.sites.begin(), out.report.sites.end(),
                   [](const Site &a, const Site &b) {
                     if (a.counters.minorFaults != b.counters.minorFaults)
                       return a.counters.minorFaults > b.counters.minorFaults;
                     if (a.counters.calls != b.counters.calls)
                       return a.counters.calls > b.counters.calls;
                     return siteKey(a) < siteKey(b);
                   });
  std::sort(out.report.processes.begin(), out.report.processes.end(),
            [](const Process &a, const Process &b) { return a.pid < b.pid; });
  return out;
}

} // namespace faultline::runtime
