#include "rules/program/ProgramNotes.h"

#include "rules/Glibc.h"
#include "rules/Support.h"

#include <charconv>
#include <map>
#include <set>
#include <unordered_map>

namespace faultline::rules::program {

namespace {

bool isAllocationRule(const std::string &id) {
  return id == "faultline-loop-alloc" || id == "faultline-per-call-buffer" ||
         id == "faultline-vector-temporary";
}

std::optional<int64_t> number(const std::string &text) {
  int64_t v = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec != std::errc() || end != text.data() + text.size())
    return std::nullopt;
  return v;
}

std::string setting(const facts::AllocatorSetting &s) {
  if (s.function == "mallopt")
    return "mallopt(" + s.parameter + ", " + s.value + ")";
  return s.function + "(" + s.parameter + "=" + s.value + ")";
}

// Does this in-process setting make a block of n bytes mmapped afresh on every repetition?
// Any of these settings turns the dynamic threshold off (DESIGN.md); the threshold then stays
// where it is: the value given for M_MMAP_THRESHOLD, glibc's initial 128 KiB otherwise.
// M_MMAP_MAX = 0 turns mmap off altogether, which is a fix rather than a pin.
std::optional<bool> faultsEveryTime(const facts::AllocatorSetting &s, std::optional<uint64_t> n) {
  uint64_t threshold = glibc::kDefaultMmapThreshold;
  auto value = number(s.value);
  if (s.parameter == "M_MMAP_MAX" && value && *value == 0)
    return false;
  if (s.parameter == "M_MMAP_THRESHOLD") {
    if (!value)
      return std::nullopt;
    threshold = static_cast<uint64_t>(std::max<int64_t>(*value, 0));
  }
  if (!n)
    return std::nullopt;
  return glibc::countsAsLarge(*n, threshold);
}

// The programs of a database without link units, as each `main` reaches them: every call is
// followed (thread starts and calls that do not repeat too), through ProgramIndex::callees.
class Programs {
public:
  explicit Programs(const ProgramIndex &index) : index(index) {
    const auto &functions = index.functions();
    for (size_t i = 0; i < functions.size(); ++i)
      id.emplace(functions[i], i);
    owned.assign(index.tuCount(), false);
    for (size_t i = 0; i < functions.size(); ++i) {
      if (functions[i]->name != "main")
        continue;
      std::vector<bool> seen(functions.size(), false);
      std::vector<size_t> work{i};
      seen[i] = true;
      while (!work.empty()) {
        const facts::FunctionFacts *f = functions[work.back()];
        work.pop_back();
        for (const facts::CallSite &call : f->calls)
          for (const facts::FunctionFacts *callee : index.callees(*f, call))
            if (size_t j = id.at(callee); !seen[j]) {
              seen[j] = true;
              work.push_back(j);
            }
      }
      std::vector<bool> tus(index.tuCount(), false);
      for (size_t j = 0; j < functions.size(); ++j)
        if (seen[j])
          for (size_t t : index.tusOf(functions[j]))
            // A function from a header is compiled into every TU that includes it, whichever
            // program links that TU: only a function of a TU's own file says it is linked.
            if (functions[j]->range.file.empty() || functions[j]->range.file == index.tuFile(t))
              tus[t] = owned[t] = true;
      reach.push_back(std::move(seen));
      programTus.push_back(std::move(tus));
    }
  }

  std::vector<bool> scope(const facts::FunctionFacts *function) const {
    const std::vector<size_t> &tus = index.tusOf(function);
    if (index.hasLinkUnits()) {
      std::vector<bool> units;
      for (size_t t : tus)
        for (size_t u : index.unitsOf(t)) {
          if (units.size() <= u)
            units.resize(u + 1, false);
          units[u] = true;
        }
      if (!units.empty()) {
        std::vector<bool> out(index.tuCount(), false);
        for (size_t t = 0; t < index.tuCount(); ++t) {
          out[t] = index.unitsOf(t).empty();
          for (size_t u : index.unitsOf(t))
            out[t] = out[t] || (u < units.size() && units[u]);
        }
        return out;
      }
    }
    auto it = id.find(function);
    if (it == id.end())
      return {};
    std::vector<bool> out(index.tuCount(), false);
    bool reached = false;
    for (size_t m = 0; m < reach.size(); ++m) {
      if (!reach[m][it->second])
        continue;
      reached = true;
      for (size_t t = 0; t < out.size(); ++t)
        out[t] = out[t] || programTus[m][t];
    }
    if (!reached)
      return {};
    for (size_t t = 0; t < out.size(); ++t)
      out[t] = out[t] || !owned[t];
    return out;
  }

private:
  const ProgramIndex &index;
  std::unordered_map<const facts::FunctionFacts *, size_t> id;
  std::vector<std::vector<bool>> reach;      // per main, over index.functions()
  std::vector<std::vector<bool>> programTus; // per main, over TUs
  std::vector<bool> owned;                   // TUs some main's program holds
};

// Is the finding's code in `scope` (empty: everywhere)?
bool inScope(const std::vector<bool> &scope, const FindingOrigin &origin,
             const ProgramIndex &index) {
  if (scope.empty() || origin.functions.empty())
    return true;
  for (const facts::FunctionFacts *f : origin.functions)
    for (size_t t : index.tusOf(f))
      if (scope[t])
        return true;
  return false;
}

} // namespace

std::vector<bool> settingScope(const ProgramIndex &index, const facts::FunctionFacts *function) {
  return Programs(index).scope(function);
}

std::vector<SettingRef> findAllocatorSettings(const ProgramIndex &index) {
  std::vector<SettingRef> out;
  for (const facts::FunctionFacts *f : index.functions())
    for (const facts::AllocatorSetting &s : f->allocatorSettings)
      out.push_back({&s, f});
  return out;
}

void applyAllocatorSettings(std::vector<Finding> &findings,
                            const std::vector<FindingOrigin> &origins,
                            const std::vector<SettingRef> &settings, const ProgramIndex &index,
                            const RuleOptions &) {
  if (settings.empty())
    return;
  const Programs programs(index);
  std::vector<std::vector<bool>> scopes;
  for (const SettingRef &ref : settings)
    scopes.push_back(programs.scope(ref.function));
  for (size_t i = 0; i < findings.size(); ++i) {
    Finding &finding = findings[i];
    // A deque's nodes never reach the threshold (its findings are low confidence with a known
    // size); a direct mmap faults whatever malloc's settings are.
    if (!isAllocationRule(finding.ruleId) ||
        (finding.confidence == Confidence::Low && finding.sizeBytes) ||
        finding.blockKind == facts::BlockKind::Mmap)
      continue;
    for (size_t k = 0; k < settings.size(); ++k) {
      const SettingRef &ref = settings[k];
      // Another program's settings do not change this one's allocator.
      if (i < origins.size() && !inScope(scopes[k], origins[i], index))
        continue;
      const facts::AllocatorSetting &s = *ref.setting;
      std::string who = "'" + ref.function->name + "' calls " + setting(s) + " here";
      if (s.function != "mallopt") {
        // The environment is read when a process starts: it pins the threshold in the
        // processes this program starts, not in itself.
        addNote(finding, s.range, who + ": processes started after it run with glibc's "
                                         "dynamic mmap threshold off, and there this block "
                                         "faults on every repetition");
        continue;
      }
      std::optional<bool> faults = faultsEveryTime(s, finding.sizeBytes);
      if (faults && !*faults) {
        if (s.parameter == "M_MMAP_MAX")
          addNote(finding, s.range, who + ": mmap is off, so this block comes from the heap");
        continue;
      }
      if (!faults) {
        addNote(finding, s.range, who + ": glibc's dynamic mmap threshold is off in this "
                                         "program, so once the size reaches the threshold every "
                                         "repetition faults");
        continue;
      }
      addNote(finding, s.range,
              who + ": glibc's dynamic mmap threshold is off in this program, so this block is "
                    "mmapped and faulted in on every repetition (~" +
                  formatCount(glibc::faultsWhenMmapped(*finding.sizeBytes)) +
                  " minor faults each time)");
      if (finding.severity == Severity::Warning) {
        finding.severity = Severity::Error;
        finding.message += "; this program pins the threshold with " + setting(s) +
                           ", so it does fault every time";
      }
    }
  }
}

void applyThreadNotes(std::vector<Finding> &findings, const std::vector<FindingOrigin> &origins,
                      const ProgramIndex &index) {
  auto threaded = findThreadedFunctions(index);
  // Findings without an origin go by name: a name may stand for several overloads, and any of
  // them on a thread is enough for a note (the note says "may"). Built in index order, so the
  // thread start named does not depend on pointer values.
  std::map<std::string, const facts::CallSite *> byName;
  for (const facts::FunctionFacts *f : index.functions())
    if (auto it = threaded.find(f); it != threaded.end())
      byName.try_emplace(f->name, it->second);
  std::set<std::pair<std::string, unsigned>> parallelLoops; // file, line of OpenMP loops
  for (const facts::FunctionFacts *f : index.functions())
    for (const facts::Loop &l : f->loops)
      if (l.parallel)
        parallelLoops.insert({l.range.file, l.range.line});
  for (size_t i = 0; i < findings.size(); ++i) {
    Finding &finding = findings[i];
    if (finding.loop && parallelLoops.count({finding.loop->file, finding.loop->line})) {
      addNote(finding, *finding.loop,
              "this loop runs on OpenMP threads: each thread allocates its own copy, from its "
              "own glibc arena");
      continue;
    }
    std::string function = finding.callPath.empty() ? finding.function : finding.callPath.front().caller;
    const facts::CallSite *start = nullptr;
    if (i < origins.size() && !origins[i].functions.empty()) {
      // The definitions of this program only: another program's same-named function on a
      // thread says nothing about this one.
      std::vector<const facts::FunctionFacts *> where = origins[i].functions;
      if (origins[i].loopFunction)
        where = {origins[i].loopFunction};
      for (const facts::FunctionFacts *f : where)
        if (auto it = threaded.find(f); it != threaded.end() && !start)
          start = it->second;
    } else if (auto it = byName.find(function); it != byName.end()) {
      start = it->second;
    }
    if (!start)
      continue;
    addNote(finding, start->range,
            "'" + function + "' may run on a thread started here: glibc serves each thread from "
            "its own arena, whose freed memory is trimmed back to the kernel and faulted in "
            "again, and the mmap threshold is shared by all threads");
  }
}

} // namespace faultline::rules::program
