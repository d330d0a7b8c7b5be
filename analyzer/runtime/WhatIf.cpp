#include "runtime/WhatIf.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"

#include <algorithm>
#include <map>

namespace json = llvm::json;

namespace faultline::runtime {

std::string WhatIfConfig::glibcTunables() const { return llvm::join(tunables, ":"); }

const std::vector<WhatIfConfig> &builtinWhatIfConfigs() {
  static const std::vector<WhatIfConfig> configs = {
      {"default", {}, "glibc's defaults (dynamic mmap threshold)"},
      {"pinned",
       {"glibc.malloc.mmap_threshold=131072"},
       "mmap threshold pinned at 128 KiB, as many production configurations do"},
      {"hugetlb", {"glibc.malloc.hugetlb=1"}, "transparent huge pages for malloc (madvise)"},
      {"trim",
       {"glibc.malloc.trim_threshold=131072"},
       "trim threshold pinned at 128 KiB (also switches off the dynamic mmap threshold)"},
      {"notrim",
       {"glibc.malloc.trim_threshold=1073741824"},
       "heap top never trimmed (1 GiB trim threshold; like MALLOC_TRIM_THRESHOLD_, it also "
       "switches off the dynamic mmap threshold)"},
      {"nommap", {"glibc.malloc.mmap_max=0"}, "malloc never uses mmap (MALLOC_MMAP_MAX_=0)"},
      {"toppad",
       {"glibc.malloc.top_pad=67108864"},
       "64 MiB kept at the heap top when growing and trimming (MALLOC_TOP_PAD_)"},
      {"arena1", {"glibc.malloc.arena_max=1"}, "one malloc arena shared by every thread"},
      {"notcache", {"glibc.malloc.tcache_count=0"}, "no per-thread cache"},
  };
  return configs;
}

static const WhatIfConfig *builtin(llvm::StringRef name) {
  for (const WhatIfConfig &c : builtinWhatIfConfigs())
    if (c.name == name)
      return &c;
  return nullptr;
}

static bool validName(llvm::StringRef n) {
  return !n.empty() && llvm::all_of(n, [](char c) {
    return llvm::isAlnum(c) || c == '-' || c == '_' || c == '+';
  });
}

static llvm::Error bad(const llvm::Twine &msg) {
  return llvm::createStringError(std::make_error_code(std::errc::invalid_argument), msg);
}

llvm::Expected<std::vector<WhatIfConfig>> parseWhatIf(llvm::StringRef spec) {
  std::vector<WhatIfConfig> out;
  llvm::StringSet<> seen;
  llvm::SmallVector<llvm::StringRef, 8> items;
  spec.split(items, ',', -1, /*KeepEmpty=*/true);
  std::string known;
  for (const WhatIfConfig &c : builtinWhatIfConfigs())
    known += (known.empty() ? "" : ", ") + c.name;
  for (llvm::StringRef item : items) {
    item = item.trim();
    if (item.empty())
      return bad("--what-if: empty configuration in '" + spec + "'");
    WhatIfConfig c;
    auto [name, rest] = item.split('=');
    if (item.contains('=')) {
      // NAME=glibc.malloc.x=v[:glibc.malloc.y=w]
      if (!validName(name))
        return bad("--what-if: bad configuration name '" + name + "'");
      llvm::SmallVector<llvm::StringRef, 4> ts;
      rest.split(ts, ':', -1, false);
      if (ts.empty())
        return bad("--what-if: configuration '" + name + "' sets no tunable");
      for (llvm::StringRef t : ts) {
        auto [key, value] = t.split('=');
        if (!key.starts_with("glibc.malloc.") || key.size() == 13 || !t.contains('=') ||
            value.empty())
          return bad("--what-if: '" + t + "' in '" + item +
                     "' is not a glibc.malloc.NAME=VALUE tunable");
        c.tunables.push_back(t.str());
      }
      c.name = name.str();
      c.description = "custom: " + c.glibcTunables();
    } else {
      // A known name, or several joined by '+': pinned+hugetlb.
      llvm::SmallVector<llvm::StringRef, 4> parts;
      item.split(parts, '+', -1, true);
      for (llvm::StringRef p : parts) {
        const WhatIfConfig *b = builtin(p);
        if (!b)
          return bad("--what-if: unknown configuration '" + p + "' (known: " + known +
                     "; or NAME=glibc.malloc.TUNABLE=VALUE[:...])");
        for (const std::string &t : b->tunables)
          c.tunables.push_back(t);
        c.description += (c.description.empty() ? "" : "; ") + b->description;
      }
      c.name = item.str();
    }
    if (!seen.insert(c.name).second)
      return bad("--what-if: configuration '" + c.name + "' given twice");
    out.push_back(std::move(c));
  }
  return out;
}

std::vector<std::string> whatIfEnvironment(const std::vector<std::string> &base,
                                           const WhatIfConfig &config) {
  std::vector<std::string> env;
  std::vector<std::string> tunables;
  for (const std::string &kv : base) {
    llvm::StringRef s(kv);
    if (s.starts_with("MALLOC_"))
      continue;
    if (s.consume_front("GLIBC_TUNABLES=")) {
      llvm::SmallVector<llvm::StringRef, 8> ts;
      s.split(ts, ':', -1, false);
      for (llvm::StringRef t : ts)
        if (!t.starts_with("glibc.malloc."))
          tunables.push_back(t.str());
      continue;
    }
    env.push_back(kv);
  }
  for (const std::string &t : config.tunables)
    tunables.push_back(t);
  if (!tunables.empty())
    env.push_back("GLIBC_TUNABLES=" + llvm::join(tunables, ":"));
  return env;
}

static json::Value reportJson(const RuntimeReport &r) {
  std::string text;
  llvm::raw_string_ostream os(text);
  writeRuntimeReport(r, os);
  os.flush();
  auto v = json::parse(text);
  if (!v) {
    llvm::consumeError(v.takeError());
    return json::Object{};
  }
  return std::move(*v);
}

void writeWhatIfReport(const std::vector<WhatIfRun> &runs, llvm::raw_ostream &os) {
  if (runs.empty())
    return;
  json::Value doc = reportJson(runs.front().report);
  json::Array configurations;
  for (const WhatIfRun &run : runs) {
    json::Value one = reportJson(run.report);
    json::Object *o = one.getAsObject();
    if (!o)
      continue;
    json::Object c{{"name", run.config.name},
                   {"description", run.config.description},
                   {"glibcTunables", run.config.glibcTunables()}};
    for (const char *k : {"exitCode", "wallNs", "commandRusage", "processes", "sites", "summary"})
      if (json::Value *v = o->get(k))
        c[k] = std::move(*v);
    configurations.push_back(std::move(c));
  }
  if (json::Object *o = doc.getAsObject())
    (*o)["whatIf"] = json::Object{{"configuration", runs.front().config.name},
                                  {"configurations", std::move(configurations)}};
  os << llvm::formatv("{0:2}", doc) << "\n";
}

namespace {
std::string pad(const std::string &s, size_t w, bool right) {
  if (s.size() >= w)
    return s;
  return right ? std::string(w - s.size(), ' ') + s : s + std::string(w - s.size(), ' ');
}
std::string key(const Site &s) { return siteIdentity(s); }
// What one more call costs: after glibc's warm-up when there were more calls than that.
double perCall(const Counters &c) {
  return c.steadyCalls() ? c.steadyFaultsPerCall() : c.faultsPerCall();
}
// The command's minor faults: the kernel's count from wait4 when `run` took it, else the sum
// of what the processes reported.
uint64_t processFaults(const RuntimeReport &r) {
  if (r.commandRusage)
    return r.commandMinorFaults;
  uint64_t n = 0;
  for (const Process &p : r.processes)
    n += p.minorFaults;
  return n;
}

// The one-line environment change a user can apply today: the configuration with the fewest
// process faults, against "default" (or the first configuration), if it removes a tenth or more.
void printEnvironmentFix(const std::vector<WhatIfRun> &runs, llvm::raw_ostream &os) {
  const WhatIfRun *base = &runs.front();
  for (const WhatIfRun &r : runs)
    if (r.config.name == "default")
      base = &r;
  const WhatIfRun *best = nullptr;
  for (const WhatIfRun &r : runs)
    if (&r != base && !r.report.processes.empty() && r.report.exitCode == base->report.exitCode &&
        (!best || processFaults(r.report) < processFaults(best->report)))
      best = &r;
  uint64_t before = processFaults(base->report);
  if (!best || processFaults(best->report) * 10 > before * 9) {
    os << "no configuration removed a tenth of the faults of '" << base->config.name << "'\n";
    return;
  }
  uint64_t after = processFaults(best->report);
  os << llvm::formatv("fewest faults: '{0}', {1} -> {2} minor faults ({3:f0} % fewer), {4:f1} -> "
                      "{5:f1} ms; to apply it without changing code: GLIBC_TUNABLES={6}\n",
                      best->config.name, before, after, 100.0 * (before - after) / before,
                      base->report.wallNs / 1e6, best->report.wallNs / 1e6,
                      best->config.glibcTunables());
}
} // namespace

void printWhatIfTable(const std::vector<WhatIfRun> &runs, const std::string &jsonPath,
                      unsigned top, llvm::raw_ostream &os) {
  std::string methods;
  for (const WhatIfRun &run : runs)
    for (const Process &p : run.report.processes)
      if (!llvm::StringRef(methods).contains(p.method))
        methods += (methods.empty() ? "" : ", ") + p.method;
  os << llvm::formatv("faultline run --what-if: {0} configuration(s), method {1}; wrote {2}\n",
                      runs.size(), methods.empty() ? "none" : methods, jsonPath);
  size_t width = 0;
  for (const WhatIfRun &run : runs)
    width = std::max(width, run.config.name.size());
  for (const WhatIfRun &run : runs) {
    std::string t = run.config.glibcTunables();
    os << llvm::formatv("  {0} exit {1}, {2} process(es), {3} minor faults, {4:f1} ms: {5}{6}\n",
                        pad(run.config.name + ":", width + 1, false), run.report.exitCode,
                        run.report.processes.size(), processFaults(run.report),
                        run.report.wallNs / 1e6,
                        t.empty() ? std::string("glibc defaults") : "GLIBC_TUNABLES=" + t,
                        run.report.processes.empty() ? " (no shim report)" : "");
  }
  printEnvironmentFix(runs, os);
  // Union of the sites that traced a block in any configuration.
  struct Row {
    const Site *first = nullptr;
    size_t firstRun = 0; // the configuration `first` comes from
    std::vector<const Site *> per;
    uint64_t maxFaults = 0;
  };
  std::map<std::string, Row> rows;
  for (size_t i = 0; i < runs.size(); ++i)
    for (const Site &s : runs[i].report.sites) {
      if (!s.counters.tracedCalls)
        continue;
      Row &r = rows[key(s)];
      if (r.per.empty())
        r.per.assign(runs.size(), nullptr);
      if (!r.first) {
        r.first = &s;
        r.firstRun = i;
      }
      r.per[i] = &s;
      r.maxFaults = std::max(r.maxFaults, s.counters.minorFaults);
    }
  std::vector<const Row *> order;
  for (auto &kv : rows)
    order.push_back(&kv.second);
  std::stable_sort(order.begin(), order.end(),
                   [](const Row *a, const Row *b) { return a->maxFaults > b->maxFaults; });
  if (order.empty()) {
    os << "no traced allocation sites (blocks at or above --min-size) in any configuration\n";
    return;
  }
  os << "minor faults per call after warm-up (the first 2 traced calls of a site apart):\n";
  size_t col = std::max<size_t>(width, 11);
  os << llvm::formatv("{0,9}", "calls");
  for (const WhatIfRun &run : runs)
    os << " " << pad(run.config.name, col, true);
  os << "  site\n";
  unsigned shown = 0;
  for (const Row *r : order) {
    if (shown++ == top)
      break;
    uint64_t calls = 0;
    for (const Site *s : r->per)
      if (s) {
        calls = s->counters.calls;
        break;
      }
    os << llvm::formatv("{0,9}", calls);
    for (const Site *s : r->per)
      os << " "
         << pad(s ? llvm::formatv("{0:f1}", perCall(s->counters)).str() : "-", col, true);
    const Site &s = *r->first;
    const RuntimeReport &from = runs[r->firstRun].report;
    os << "  " << describe(s.location) << " " << s.function << " in "
       << (s.location.function.empty() ? "?" : s.location.function)
       << callerSuffix(s, from.sites) << "\n";
  }
}

} // namespace faultline::runtime
