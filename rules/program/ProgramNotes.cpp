#include "rules/program/ProgramNotes.h"

#include "rules/Glibc.h"
#include "rules/Support.h"

#include <charconv>
#include <map>
#include <set>

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

} // namespace

std::vector<SettingRef> findAllocatorSettings(const ProgramIndex &index) {
  std::vector<SettingRef> out;
  for (const facts::FunctionFacts *f : index.functions())
    for (const facts::AllocatorSetting &s : f->allocatorSettings)
      out.push_back({&s, f});
  return out;
}

void applyAllocatorSettings(std::vector<Finding> &findings, const std::vector<SettingRef> &settings,
                            const RuleOptions &) {
  if (settings.empty())
    return;
  for (Finding &finding : findings) {
    // A deque's nodes never reach the threshold (its findings are low confidence with a known
    // size); a direct mmap faults whatever malloc's settings are.
    if (!isAllocationRule(finding.ruleId) ||
        (finding.confidence == Confidence::Low && finding.sizeBytes) ||
        finding.blockKind == facts::BlockKind::Mmap)
      continue;
    for (const SettingRef &ref : settings) {
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

void applyThreadNotes(std::vector<Finding> &findings, const ProgramIndex &index) {
  auto threaded = findThreadedFunctions(index);
  // Findings name their function; a name may stand for several overloads, and any of them on a
  // thread is enough for a note (the note says "may").
  std::map<std::string, const facts::CallSite *> byName;
  for (const auto &[f, start] : threaded)
    byName.try_emplace(f->name, start);
  std::set<std::pair<std::string, unsigned>> parallelLoops; // file, line of OpenMP loops
  for (const facts::FunctionFacts *f : index.functions())
    for (const facts::Loop &l : f->loops)
      if (l.parallel)
        parallelLoops.insert({l.range.file, l.range.line});
  for (Finding &finding : findings) {
    if (finding.loop && parallelLoops.count({finding.loop->file, finding.loop->line})) {
      addNote(finding, *finding.loop,
              "this loop runs on OpenMP threads: each thread allocates its own copy, from its "
              "own glibc arena");
      continue;
    }
    std::string function = finding.callPath.empty() ? finding.function : finding.callPath.front().caller;
    auto it = byName.find(function);
    if (it == byName.end())
      continue;
    addNote(finding, it->second->range,
            "'" + function + "' may run on a thread started here: glibc serves each thread from "
            "its own arena, whose freed memory is trimmed back to the kernel and faulted in "
            "again, and the mmap threshold is shared by all threads");
  }
}

} // namespace faultline::rules::program
