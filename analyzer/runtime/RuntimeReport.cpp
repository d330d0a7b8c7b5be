// Serialisation of the runtime JSON. Objects are written with llvm::json, which sorts keys, so
// the output is byte-stable for the same input.
#include "runtime/RuntimeReport.h"

#include "io/Input.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

namespace json = llvm::json;

namespace faultline::runtime {

void Counters::add(const Counters &o) {
  calls += o.calls;
  bytes += o.bytes;
  tracedCalls += o.tracedCalls;
  tracedBytes += o.tracedBytes;
  maxSize = std::max(maxSize, o.maxSize);
  minorFaults += o.minorFaults;
  warmupCalls += o.warmupCalls;
  warmupFaults += o.warmupFaults;
  mmappedBlocks += o.mmappedBlocks;
  warmupMmappedBlocks += o.warmupMmappedBlocks;
  freedBlocks += o.freedBlocks;
  lifetimeNs += o.lifetimeNs;
  estimatedBlocks += o.estimatedBlocks;
  opens += o.opens;
  closes += o.closes;
  bufferAllocations += o.bufferAllocations;
  callerBuffers += o.callerBuffers;
  unbuffered += o.unbuffered;
  heapGrownBlocks += o.heapGrownBlocks;
  warmupHeapGrownBlocks += o.warmupHeapGrownBlocks;
  heapRegrownBlocks += o.heapRegrownBlocks;
  heapTrims += o.heapTrims;
  heapTrimmedBytes += o.heapTrimmedBytes;
  overlappedBlocks += o.overlappedBlocks;
  maxLiveBlocks = std::max(maxLiveBlocks, o.maxLiveBlocks);
  samePathOpens += o.samePathOpens;
}

bool Process::thresholdPinned() const {
  for (const char *t : {"mmap_threshold", "trim_threshold", "top_pad", "mmap_max"})
    if (llvm::StringRef(glibcTunables).contains(t))
      return true;
  for (const char *m : {"MALLOC_MMAP_THRESHOLD_=", "MALLOC_TRIM_THRESHOLD_=", "MALLOC_TOP_PAD_=",
                        "MALLOC_MMAP_MAX_="})
    if (llvm::StringRef(mallocEnvironment).contains(m))
      return true;
  // M_TRIM_THRESHOLD -1, M_TOP_PAD -2, M_MMAP_THRESHOLD -3, M_MMAP_MAX -4 (<malloc.h>).
  for (const MalloptCall &c : mallopt)
    if (c.param <= -1 && c.param >= -4 && c.result == 1)
      return true;
  return false;
}

bool RuntimeReport::anyThresholdPinned() const {
  for (const Process &p : processes)
    if (p.thresholdPinned())
      return true;
  return false;
}

std::string describe(const Frame &f) {
  if (!f.file.empty())
    return llvm::formatv("{0}:{1}", f.file, f.line).str();
  return llvm::formatv("{0}+{1:x} ({2})", f.function.empty() ? "??" : f.function, f.address,
                       llvm::sys::path::filename(f.module))
      .str();
}

static std::string frameIdentity(const Frame &f) {
  if (!f.file.empty())
    return llvm::formatv("{0}:{1}:{2}:{3}", f.file, f.line, f.column, f.function).str();
  // No debug information: the module and offset; outside any module (JIT code) the address
  // changes from process to process and says nothing.
  return f.module.empty() ? std::string("?") : llvm::formatv("{0}+{1:x}", f.module, f.address).str();
}

std::string siteIdentity(const Site &s) {
  std::string id = s.kind + "|" + s.function + "|" + frameIdentity(s.location) + "|";
  for (const Frame &f : s.frames)
    id += frameIdentity(f) + ";";
  return id;
}

Frame callerOutside(const Site &s) {
  // The wrapper's caller: preferably code of another module with debug information (an
  // extension module calling libpython's PyMem_Malloc), else another file (git's xmalloc in
  // wrapper.c, called from refs.c).
  Frame otherFile;
  bool past = false;
  for (const Frame &f : s.frames) {
    if (!past) {
      past = f.file == s.location.file && f.line == s.location.line &&
             f.module == s.location.module && f.address == s.location.address;
      continue;
    }
    // The C library's start-up frames (and any system library's) name no caller of interest.
    llvm::StringRef module = f.module;
    if (module.starts_with("/usr/") || module.starts_with("/lib"))
      continue;
    if (f.module != s.location.module && !f.file.empty())
      return f;
    if (otherFile.file.empty() && otherFile.module.empty() && f.file != s.location.file)
      otherFile = f;
  }
  return otherFile;
}

std::string callerSuffix(const Site &s, const std::vector<Site> &all) {
  unsigned sameLocation = 0;
  for (const Site &o : all)
    sameLocation += o.kind == s.kind && describe(o.location) == describe(s.location);
  Frame caller = callerOutside(s);
  if (sameLocation < 2 || (caller.file.empty() && caller.module.empty()))
    return "";
  return ", from " + (caller.function.empty() ? std::string("?") : caller.function) + " (" +
         describe(caller) + ")";
}

static json::Value frameJson(const Frame &f) {
  return json::Object{{"function", f.function}, {"file", f.file},       {"line", f.line},
                      {"column", f.column},     {"module", f.module},   {"inlined", f.inlined},
                      {"address", llvm::formatv("{0:x}", f.address).str()}};
}

static json::Value countersJson(const Counters &c, const std::string &kind) {
  json::Object o{{"calls", c.calls},
                 {"bytes", c.bytes},
                 {"tracedCalls", c.tracedCalls},
                 {"tracedBytes", c.tracedBytes},
                 {"maxSize", c.maxSize},
                 {"minorFaults", c.minorFaults},
                 {"warmupCalls", c.warmupCalls},
                 {"warmupFaults", c.warmupFaults},
                 {"faultsPerCall", c.faultsPerCall()},
                 {"steadyFaultsPerCall", c.steadyFaultsPerCall()},
                 {"mmappedBlocks", c.mmappedBlocks},
                 {"warmupMmappedBlocks", c.warmupMmappedBlocks},
                 {"freedBlocks", c.freedBlocks},
                 {"meanLifetimeNs", c.freedBlocks ? c.lifetimeNs / c.freedBlocks : 0},
                 {"estimatedBlocks", c.estimatedBlocks},
                 {"heap", json::Object{{"grownBlocks", c.heapGrownBlocks},
                                       {"warmupGrownBlocks", c.warmupHeapGrownBlocks},
                                       {"regrownBlocks", c.heapRegrownBlocks},
                                       {"trims", c.heapTrims},
                                       {"trimmedBytes", c.heapTrimmedBytes}}},
                 {"overlappedBlocks", c.overlappedBlocks},
                 {"maxLiveBlocks", c.maxLiveBlocks}};
  if (kind == "stdio" || kind == "setvbuf")
    o["stdio"] = json::Object{{"opens", c.opens},
                              {"closes", c.closes},
                              {"bufferAllocations", c.bufferAllocations},
                              {"callerBuffers", c.callerBuffers},
                              {"unbuffered", c.unbuffered},
                              {"samePathOpens", c.samePathOpens}};
  return o;
}

static json::Value accountJson(const Process &p) {
  const FaultAccount &a = p.account;
  if (!a.known)
    return nullptr;
  return json::Object{{"beforeShim", a.beforeShim},
                      {"shim", a.shim},
                      {"sites", a.sites},
                      {"liveBlocks", a.liveBlocks},
                      {"whileSamplingPaused", a.whileSamplingPaused},
                      {"heapSmall", a.heapSmall},
                      {"other", a.other},
                      {"lost", a.lost},
                      {"unexplained", a.unexplained(p.minorFaults)},
                      {"heapTrims", a.heapTrims},
                      {"heapTrimmedBytes", a.heapTrimmedBytes}};
}

void writeRuntimeReport(const RuntimeReport &r, llvm::raw_ostream &os) {
  json::Array processes, sites, command;
  for (const auto &a : r.command)
    command.push_back(a);
  uint64_t minor = 0, major = 0;
  std::vector<std::string> methods;
  for (const Process &p : r.processes) {
    minor += p.minorFaults;
    major += p.majorFaults;
    if (std::find(methods.begin(), methods.end(), p.method) == methods.end())
      methods.push_back(p.method);
    json::Array mallopt;
    for (const MalloptCall &m : p.mallopt)
      mallopt.push_back(json::Object{{"param", m.param}, {"value", m.value}, {"result", m.result}});
    processes.push_back(json::Object{
        {"pid", p.pid},
        {"ppid", p.ppid},
        {"executable", p.executable},
        {"endedBy", p.endedBy},
        {"method", p.method},
        {"perf", json::Object{{"available", p.perfAvailable},
                              {"forcedOff", p.perfForcedOff},
                              {"error", p.perfError},
                              {"lostSamples", p.lostSamples},
                              {"throttled", p.throttled},
                              {"unattributedSamples", p.unattributedSamples},
                              {"threadsWithoutSampling", p.threadsWithoutSampling}}},
        {"minSize", p.minSize},
        {"minorFaults", p.minorFaults},
        {"majorFaults", p.majorFaults},
        {"wallNs", p.wallNs},
        {"environment", json::Object{{"libc", p.libc},
                                     {"libcVersion", p.libcVersion},
                                     {"kernel", p.kernel},
                                     {"transparentHugepages", p.transparentHugepages},
                                     {"glibcTunables", p.glibcTunables},
                                     {"mallocEnvironment", p.mallocEnvironment},
                                     {"mallopt", std::move(mallopt)},
                                     {"sanitizerAllocator", p.sanitizerAllocator},
                                     {"thresholdPinned", p.thresholdPinned()}}},
        {"overflow", json::Object{{"sites", p.overflowSites},
                                  {"blocks", p.overflowBlocks},
                                  {"streams", p.overflowStreams}}},
        {"faults", accountJson(p)},
        {"timeline", p.timelineBucketNs ? json::Value(json::Object{
                                              {"startNs", p.startNs},
                                              {"bucketNs", p.timelineBucketNs},
                                              {"minorFaults", json::Array(p.timeline)}})
                                        : json::Value(nullptr)}});
  }
  for (const Site &s : r.sites) {
    json::Array frames;
    for (const Frame &f : s.frames)
      frames.push_back(frameJson(f));
    json::Object o{{"kind", s.kind},
                   {"function", s.function},
                   {"location", frameJson(s.location)},
                   {"frames", std::move(frames)},
                   {"processes", s.processes}};
    json::Object c = std::move(*countersJson(s.counters, s.kind).getAsObject());
    for (auto &kv : c)
      o[kv.first] = std::move(kv.second);
    if (!s.timeline.empty())
      o["timeline"] = json::Array(s.timeline);
    sites.push_back(std::move(o));
  }
  json::Array methodArray;
  for (auto &m : methods)
    methodArray.push_back(m);
  json::Value doc = json::Object{
      {"version", kRuntimeFormatVersion},
      {"tool", json::Object{{"name", "faultline"}, {"version", FAULTLINE_VERSION}}},
      {"command", std::move(command)},
      {"exitCode", r.exitCode},
      {"wallNs", r.wallNs},
      {"minSize", r.minSize},
      {"processes", std::move(processes)},
      {"sites", std::move(sites)},
      {"timeline", r.timelineBucketNs ? json::Value(json::Object{
                                            {"bucketNs", r.timelineBucketNs},
                                            {"minorFaults", json::Array(r.timeline)}})
                                      : json::Value(nullptr)},
      {"commandRusage", r.commandRusage ? json::Value(json::Object{
                                              {"minorFaults", r.commandMinorFaults},
                                              {"majorFaults", r.commandMajorFaults}})
                                        : json::Value(nullptr)},
      {"summary", json::Object{{"processes", (int64_t)r.processes.size()},
                               {"sites", (int64_t)r.sites.size()},
                               {"minorFaults", minor},
                               {"majorFaults", major},
                               {"methods", std::move(methodArray)},
                               {"thresholdPinned", r.anyThresholdPinned()}}}};
  os << llvm::formatv("{0:2}", doc) << "\n";
}

// ---- reading ----------------------------------------------------------------------------------

namespace {
struct Reader {
  std::string error;
  uint64_t u(const json::Object &o, llvm::StringRef k) {
    if (auto v = o.getInteger(k))
      return (uint64_t)*v;
    return 0;
  }
  std::string s(const json::Object &o, llvm::StringRef k) {
    if (auto v = o.getString(k))
      return v->str();
    return "";
  }
  Frame frame(const json::Object &o) {
    Frame f;
    f.function = s(o, "function");
    f.file = s(o, "file");
    f.line = (unsigned)u(o, "line");
    f.column = (unsigned)u(o, "column");
    f.module = s(o, "module");
    f.inlined = o.getBoolean("inlined").value_or(false);
    std::string address = s(o, "address"); // a StringRef to the temporary would dangle
    llvm::StringRef addr = address;
    addr.consume_front("0x");
    addr.getAsInteger(16, f.address);
    return f;
  }
};
} // namespace

static void readBody(Reader &rd, const json::Object &doc, RuntimeReport &r) {
  for (auto &pv : *doc.getArray("processes")) {
    const json::Object *po = pv.getAsObject();
    if (!po)
      continue;
    Process p;
    p.pid = rd.u(*po, "pid");
    p.ppid = rd.u(*po, "ppid");
    p.executable = rd.s(*po, "executable");
    p.endedBy = rd.s(*po, "endedBy");
    p.method = rd.s(*po, "method");
    p.minSize = rd.u(*po, "minSize");
    p.minorFaults = rd.u(*po, "minorFaults");
    p.majorFaults = rd.u(*po, "majorFaults");
    p.wallNs = rd.u(*po, "wallNs");
    if (auto *perf = po->getObject("perf")) {
      p.perfAvailable = perf->getBoolean("available").value_or(false);
      p.perfForcedOff = perf->getBoolean("forcedOff").value_or(false);
      p.perfError = rd.s(*perf, "error");
      p.lostSamples = rd.u(*perf, "lostSamples");
      p.throttled = rd.u(*perf, "throttled");
      p.unattributedSamples = rd.u(*perf, "unattributedSamples");
      p.threadsWithoutSampling = rd.u(*perf, "threadsWithoutSampling");
    }
    if (auto *env = po->getObject("environment")) {
      p.libc = rd.s(*env, "libc");
      p.libcVersion = rd.s(*env, "libcVersion");
      p.kernel = rd.s(*env, "kernel");
      p.transparentHugepages = rd.s(*env, "transparentHugepages");
      p.glibcTunables = rd.s(*env, "glibcTunables");
      p.mallocEnvironment = rd.s(*env, "mallocEnvironment");
      p.sanitizerAllocator = env->getBoolean("sanitizerAllocator").value_or(false);
      if (auto *m = env->getArray("mallopt"))
        for (auto &mv : *m)
          if (auto *mo = mv.getAsObject())
            p.mallopt.push_back({mo->getInteger("param").value_or(0),
                                 mo->getInteger("value").value_or(0),
                                 mo->getInteger("result").value_or(0)});
    }
    if (auto *ov = po->getObject("overflow")) {
      p.overflowSites = rd.u(*ov, "sites");
      p.overflowBlocks = rd.u(*ov, "blocks");
      p.overflowStreams = rd.u(*ov, "streams");
    }
    if (auto *fa = po->getObject("faults")) {
      FaultAccount &a = p.account;
      a.known = true;
      a.beforeShim = rd.u(*fa, "beforeShim");
      a.shim = rd.u(*fa, "shim");
      a.sites = rd.u(*fa, "sites");
      a.liveBlocks = rd.u(*fa, "liveBlocks");
      a.whileSamplingPaused = rd.u(*fa, "whileSamplingPaused");
      a.heapSmall = rd.u(*fa, "heapSmall");
      a.other = rd.u(*fa, "other");
      a.lost = rd.u(*fa, "lost");
      a.heapTrims = rd.u(*fa, "heapTrims");
      a.heapTrimmedBytes = rd.u(*fa, "heapTrimmedBytes");
    }
    r.processes.push_back(std::move(p));
  }
  for (auto &sv : *doc.getArray("sites")) {
    const json::Object *so = sv.getAsObject();
    if (!so)
      continue;
    Site s;
    s.kind = rd.s(*so, "kind");
    s.function = rd.s(*so, "function");
    if (auto *loc = so->getObject("location"))
      s.location = rd.frame(*loc);
    if (auto *fr = so->getArray("frames"))
      for (auto &fv : *fr)
        if (auto *fo = fv.getAsObject())
          s.frames.push_back(rd.frame(*fo));
    s.processes = (unsigned)rd.u(*so, "processes");
    Counters &c = s.counters;
    c.calls = rd.u(*so, "calls");
    c.bytes = rd.u(*so, "bytes");
    c.tracedCalls = rd.u(*so, "tracedCalls");
    c.tracedBytes = rd.u(*so, "tracedBytes");
    c.maxSize = rd.u(*so, "maxSize");
    c.minorFaults = rd.u(*so, "minorFaults");
    c.warmupCalls = rd.u(*so, "warmupCalls");
    c.warmupFaults = rd.u(*so, "warmupFaults");
    c.mmappedBlocks = rd.u(*so, "mmappedBlocks");
    c.warmupMmappedBlocks = rd.u(*so, "warmupMmappedBlocks");
    c.freedBlocks = rd.u(*so, "freedBlocks");
    c.lifetimeNs = rd.u(*so, "meanLifetimeNs") * c.freedBlocks;
    c.estimatedBlocks = rd.u(*so, "estimatedBlocks");
    c.overlappedBlocks = rd.u(*so, "overlappedBlocks");
    c.maxLiveBlocks = rd.u(*so, "maxLiveBlocks");
    if (auto *h = so->getObject("heap")) {
      c.heapGrownBlocks = rd.u(*h, "grownBlocks");
      c.warmupHeapGrownBlocks = rd.u(*h, "warmupGrownBlocks");
      c.heapRegrownBlocks = rd.u(*h, "regrownBlocks");
      c.heapTrims = rd.u(*h, "trims");
      c.heapTrimmedBytes = rd.u(*h, "trimmedBytes");
    }
    if (auto *st = so->getObject("stdio")) {
      c.opens = rd.u(*st, "opens");
      c.closes = rd.u(*st, "closes");
      c.bufferAllocations = rd.u(*st, "bufferAllocations");
      c.callerBuffers = rd.u(*st, "callerBuffers");
      c.unbuffered = rd.u(*st, "unbuffered");
      c.samePathOpens = rd.u(*st, "samePathOpens");
    }
    if (auto *tl = so->getArray("timeline"))
      for (auto &v : *tl)
        s.timeline.push_back((uint64_t)v.getAsInteger().value_or(0));
    r.sites.push_back(std::move(s));
  }
  if (auto *tl = doc.getObject("timeline")) {
    r.timelineBucketNs = rd.u(*tl, "bucketNs");
    if (auto *mf = tl->getArray("minorFaults"))
      for (auto &v : *mf)
        r.timeline.push_back((uint64_t)v.getAsInteger().value_or(0));
  }
}

llvm::Expected<RuntimeReport> readRuntimeReport(llvm::StringRef path) {
  auto buf = io::readFile(path);
  if (!buf)
    return llvm::createStringError(std::errc::invalid_argument, "cannot read '%s': %s",
                                   path.str().c_str(), llvm::toString(buf.takeError()).c_str());
  auto parsed = io::parseJson((*buf)->getBuffer());
  if (!parsed)
    return llvm::createStringError(std::errc::invalid_argument, "'%s' is not JSON: %s",
                                   path.str().c_str(),
                                   llvm::toString(parsed.takeError()).c_str());
  return readRuntimeReport(*parsed, path);
}

llvm::Expected<RuntimeReport> readRuntimeReport(const json::Value &parsed, llvm::StringRef path) {
  const json::Object *doc = parsed.getAsObject();
  if (!doc || !doc->getInteger("version") || !doc->getArray("sites") ||
      !doc->getArray("processes"))
    return llvm::createStringError(std::errc::invalid_argument,
                                   "'%s' is not a faultline runtime report (no version, "
                                   "processes and sites; see docs/runtime-format.md)",
                                   path.str().c_str());
  if (*doc->getInteger("version") != kRuntimeFormatVersion)
    return llvm::createStringError(std::errc::invalid_argument,
                                   "'%s' has runtime format version %lld; this faultline reads %d",
                                   path.str().c_str(), (long long)*doc->getInteger("version"),
                                   kRuntimeFormatVersion);
  Reader rd;
  RuntimeReport r;
  r.exitCode = (int)doc->getInteger("exitCode").value_or(0);
  r.minSize = rd.u(*doc, "minSize");
  r.wallNs = rd.u(*doc, "wallNs");
  if (auto *cr = doc->getObject("commandRusage")) {
    r.commandRusage = true;
    r.commandMinorFaults = rd.u(*cr, "minorFaults");
    r.commandMajorFaults = rd.u(*cr, "majorFaults");
  }
  if (auto *cmd = doc->getArray("command"))
    for (auto &v : *cmd)
      if (auto str = v.getAsString())
        r.command.push_back(str->str());
  readBody(rd, *doc, r);
  // --what-if: every configuration's processes and sites, judged side by side by `confirm`.
  if (auto *wi = doc->getObject("whatIf"))
    if (auto *configs = wi->getArray("configurations"))
      for (auto &cv : *configs)
        if (auto *co = cv.getAsObject(); co && co->getArray("processes") && co->getArray("sites")) {
          RuntimeReport one;
          one.minSize = r.minSize;
          one.exitCode = (int)co->getInteger("exitCode").value_or(0);
          one.wallNs = rd.u(*co, "wallNs");
          readBody(rd, *co, one);
          r.whatIf.push_back({rd.s(*co, "name"), std::move(one)});
        }
  return r;
}

} // namespace faultline::runtime
