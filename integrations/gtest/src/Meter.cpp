// FaultMeter: getrusage deltas, plus the shim's per-site counters when it is loaded (its query
// API, faultline/rt.h, looked up with dlsym so this library never needs the shim).
#include "faultline/gtest.h"

#include "Symbolize.h"
#include "faultline/rt.h"

#include <dlfcn.h>
#include <sys/resource.h>

#include <algorithm>
#include <cstdio>
#include <unordered_map>

namespace faultline {
namespace {

struct ShimApi {
  bool loaded = false;
  int (*version)(void) = nullptr;
  const char *(*method)(void) = nullptr;
  void (*sync)(void) = nullptr;
  size_t (*sites)(faultline_rt_site_counters *, size_t) = nullptr;
  int (*frames)(uint32_t, uintptr_t *, int) = nullptr;
  const char *(*fnName)(int) = nullptr;
};

template <class T> void Resolve(T &fn, const char *name) {
  fn = reinterpret_cast<T>(dlsym(RTLD_DEFAULT, name));
}

const ShimApi &Shim() {
  static const ShimApi api = [] {
    ShimApi a;
    Resolve(a.version, "faultline_rt_query_version");
    Resolve(a.method, "faultline_rt_method");
    Resolve(a.sync, "faultline_rt_sync");
    Resolve(a.sites, "faultline_rt_sites");
    Resolve(a.frames, "faultline_rt_site_frames");
    Resolve(a.fnName, "faultline_rt_function_name");
    a.loaded = a.version && a.version() >= 1 && a.method && a.sync && a.sites && a.frames &&
               a.fnName;
    return a;
  }();
  return api;
}

void Usage(uint64_t &minor, uint64_t &major) {
  struct rusage ru;
  if (getrusage(RUSAGE_SELF, &ru) == 0) {
    minor = (uint64_t)ru.ru_minflt;
    major = (uint64_t)ru.ru_majflt;
  } else {
    minor = major = 0;
  }
}

std::string Bytes(uint64_t b) {
  char buf[64];
  if (b >= (1ull << 20) && b % (1ull << 20) == 0)
    std::snprintf(buf, sizeof buf, "%llu MiB", (unsigned long long)(b >> 20));
  else if (b >= (1ull << 20))
    std::snprintf(buf, sizeof buf, "%.1f MiB", double(b) / double(1ull << 20));
  else if (b >= 1024 && b % 1024 == 0)
    std::snprintf(buf, sizeof buf, "%llu KiB", (unsigned long long)(b >> 10));
  else
    std::snprintf(buf, sizeof buf, "%llu bytes", (unsigned long long)b);
  return buf;
}

} // namespace

bool ShimLoaded() { return Shim().loaded; }

std::string SiteFaults::Describe() const {
  std::string s = location;
  if (!function.empty())
    s += " in " + function;
  s += " (" + call + "): " + std::to_string(minorFaults) + " minor fault" +
       (minorFaults == 1 ? "" : "s");
  if (tracedCalls) {
    s += " in " + std::to_string(tracedCalls) + " call" + (tracedCalls == 1 ? "" : "s");
    s += " of " + Bytes(tracedBytes / tracedCalls);
    if (mmappedBlocks)
      s += ", " + std::to_string(mmappedBlocks) + " mmapped";
  }
  return s;
}

struct FaultMeter::Impl {
  uint64_t minor0 = 0, major0 = 0;
  std::vector<faultline_rt_site_counters> before, after;
  std::unordered_map<uint32_t, size_t> index;
  bool running = false;

  void Snapshot(std::vector<faultline_rt_site_counters> &into) {
    const ShimApi &api = Shim();
    api.sync();
    for (;;) {
      size_t cap = into.capacity() < 256 ? 256 : into.capacity();
      into.resize(cap);
      size_t n = api.sites(into.data(), into.size());
      if (n <= into.size()) {
        into.resize(n);
        return;
      }
      into.reserve(n + n / 2 + 64); // sites appeared meanwhile; rare
    }
  }
};

FaultMeter::FaultMeter() : impl_(new Impl) {}
FaultMeter::~FaultMeter() = default;

void FaultMeter::Start() {
  if (Shim().loaded) {
    impl_->Snapshot(impl_->before);
    impl_->after.reserve(impl_->before.size() + 256); // no growth inside Stop's window
  }
  impl_->running = true;
  Usage(impl_->minor0, impl_->major0); // last: the snapshot's own faults stay outside
}

FaultSample FaultMeter::Stop(size_t topSites) {
  uint64_t minor1, major1;
  Usage(minor1, major1); // first, for the same reason
  FaultSample s;
  if (!impl_->running)
    return s;
  impl_->running = false;
  s.minorFaults = minor1 - impl_->minor0;
  s.majorFaults = major1 - impl_->major0;
  s.method = "getrusage";
  const ShimApi &api = Shim();
  if (!api.loaded)
    return s;
  s.shim = true;
  s.method += std::string("; sites: libfaultline-rt (") + api.method() + ")";
  impl_->Snapshot(impl_->after);
  impl_->index.clear();
  for (size_t i = 0; i < impl_->before.size(); ++i)
    impl_->index[impl_->before[i].id] = i;
  std::vector<faultline_rt_site_counters> deltas;
  for (const auto &a : impl_->after) {
    faultline_rt_site_counters d = a;
    auto it = impl_->index.find(a.id);
    if (it != impl_->index.end()) {
      const auto &b = impl_->before[it->second];
      d.calls -= b.calls;
      d.bytes -= b.bytes;
      d.traced_calls -= b.traced_calls;
      d.traced_bytes -= b.traced_bytes;
      d.minor_faults -= b.minor_faults;
      d.mmapped_blocks -= b.mmapped_blocks;
      d.freed_blocks -= b.freed_blocks;
      d.opens -= b.opens;
    }
    s.siteFaults += d.minor_faults;
    if (d.minor_faults || d.traced_calls)
      deltas.push_back(d);
  }
  std::sort(deltas.begin(), deltas.end(), [](const auto &x, const auto &y) {
    if (x.minor_faults != y.minor_faults)
      return x.minor_faults > y.minor_faults;
    if (x.traced_calls != y.traced_calls)
      return x.traced_calls > y.traced_calls;
    return x.id < y.id;
  });
  // One source site can have several recorded stacks (frames past the caller differ, e.g.
  // through code without frame pointers): symbolise the heaviest and merge by location.
  if (deltas.size() > topSites * 4 + 8)
    deltas.resize(topSites * 4 + 8);
  std::vector<std::vector<uintptr_t>> stacks;
  for (const auto &d : deltas) {
    uintptr_t frames[16];
    int n = api.frames(d.id, frames, 16);
    stacks.emplace_back(frames, frames + (n > 0 ? n : 0));
  }
  std::vector<internal::Place> places = internal::LocateSites(stacks);
  std::unordered_map<std::string, size_t> merged;
  for (size_t i = 0; i < deltas.size(); ++i) {
    SiteFaults f;
    f.location = internal::Describe(places[i]);
    f.function = places[i].function;
    f.call = api.fnName(deltas[i].fn);
    std::string key = f.location + "|" + f.function + "|" + f.call;
    auto [it, fresh] = merged.emplace(key, s.sites.size());
    if (fresh)
      s.sites.push_back(std::move(f));
    SiteFaults &m = s.sites[it->second];
    m.minorFaults += deltas[i].minor_faults;
    m.calls += deltas[i].calls;
    m.tracedCalls += deltas[i].traced_calls;
    m.tracedBytes += deltas[i].traced_bytes;
    m.mmappedBlocks += deltas[i].mmapped_blocks;
  }
  std::stable_sort(s.sites.begin(), s.sites.end(), [](const SiteFaults &a, const SiteFaults &b) {
    return a.minorFaults > b.minorFaults;
  });
  while (!s.sites.empty() && s.sites.back().minorFaults == 0)
    s.sites.pop_back(); // traced but fault-free: not worth naming
  if (s.sites.size() > topSites)
    s.sites.resize(topSites);
  return s;
}

} // namespace faultline
