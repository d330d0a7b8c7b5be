#include "rules/Support.h"

#include "rules/Glibc.h"

#include <algorithm>
#include <cstdio>
#include <map>

namespace faultline::rules {

std::optional<IterationMatch> releasedInSameIteration(const facts::FunctionFacts &f, int loop,
                                                      uint64_t order,
                                                      const std::vector<facts::Release> &releases) {
  if (loop < 0)
    return std::nullopt; // not in a loop: the per-call rule's business, not ours
  std::optional<IterationMatch> best;
  for (const facts::Release &r : releases) {
    if (r.order <= order)
      continue;
    int common = facts::commonLoop(f, loop, r.loop);
    if (common < 0)
      continue; // released after the loop, or in a sibling loop
    if (!best || r.order < best->release->order)
      best = IterationMatch{&r, common};
  }
  return best;
}

std::optional<Repetition> repeatsInLoop(const facts::FunctionFacts &f, int loop, uint64_t order,
                                        const std::vector<facts::Release> &releases) {
  auto match = releasedInSameIteration(f, loop, order, releases);
  if (!match)
    return std::nullopt;
  Repetition rep;
  rep.release = match->release;
  rep.loop = loopRange(f, match->loop);
  rep.loopKind = loopKind(f, match->loop);
  return rep;
}

std::string repetitionPhrase(const Repetition &rep) {
  if (rep.recursive && rep.callPath.empty())
    return "on every call of '" + rep.function + "', which calls itself recursively";
  if (!rep.perCall())
    return "on every iteration of this loop";
  if (!rep.hostTable.empty())
    return "on every call of '" + rep.function + "', which Python runs once per call through its " +
           rep.hostTable + " (repetition assumed: the loop is in the Python program)";
  if (!rep.algorithm.empty() && rep.callPath.size() == 1)
    return "on every call of '" + rep.function + "', which '" + rep.algorithm +
           "' runs once per element of its range";
  return "on every call of '" + rep.function + "', which runs on every iteration of a loop in '" +
         rep.loopFunction + "'";
}

void addRepetitionNotes(Finding &finding, const Repetition &rep, const std::string &what) {
  if (!rep.perCall()) {
    addNote(finding, rep.loop, what + " on every iteration of this " + loopLabel(rep.loopKind));
    return;
  }
  if (rep.recursive && rep.callPath.empty()) {
    addNote(finding, {}, "'" + rep.function + "' calls itself: every level of the recursion "
                         "repeats this");
    return;
  }
  if (!rep.hostTable.empty()) {
    // No loop to point at: the table entry is what makes the first function hot.
    addNote(finding, rep.callPath.front().range,
            "registered here in the " + rep.hostTable + ": Python code calling it in a loop "
            "repeats it (assumed)");
  } else if (!rep.algorithm.empty()) {
    // The loop and the call are the same algorithm call: one note for both.
    addNote(finding, rep.loop, "'" + rep.algorithm + "' calls '" + rep.callPath.front().callee +
                                   "' once per element of its range");
  } else {
    addNote(finding, rep.loop, "this " + loopLabel(rep.loopKind) + " calls '" +
                                   rep.callPath.front().callee + "' on every iteration");
  }
  const bool firstStepNoted = !rep.hostTable.empty() || !rep.algorithm.empty();
  for (size_t i = firstStepNoted ? 1 : 0; i < rep.callPath.size(); ++i) {
    const CallStep &step = rep.callPath[i];
    addNote(finding, step.range, i == 0 ? "called in the loop here" : step.message);
  }
  finding.callPath = rep.callPath;
}

bool plausiblyLarge(const facts::Size &size, uint64_t limit) {
  if (size.bytes)
    return *size.bytes >= limit;
  if (size.upperBound && *size.upperBound < limit)
    return false;
  // An allocator only assumed (a function-pointer field's default) and a size only guessed are
  // too weak together: a library's field-hooked allocator serves all its objects, mostly small.
  if (size.assumedAllocator)
    return false;
  return !size.growth.empty();
}

Severity unknownSizeSeverity(const RuleOptions &options) {
  return options.unknownSizes == RuleOptions::UnknownSizes::Warn ? Severity::Warning
                                                                 : Severity::Note;
}

const char *toString(RuleOptions::UnknownSizes u) {
  switch (u) {
  case RuleOptions::UnknownSizes::Note: return "note";
  case RuleOptions::UnknownSizes::Warn: return "warn";
  case RuleOptions::UnknownSizes::Off: return "off";
  }
  return "note";
}

bool parseUnknownSizes(const std::string &text, RuleOptions::UnknownSizes &out) {
  if (text == "note")
    out = RuleOptions::UnknownSizes::Note;
  else if (text == "warn" || text == "warning")
    out = RuleOptions::UnknownSizes::Warn;
  else if (text == "off")
    out = RuleOptions::UnknownSizes::Off;
  else
    return false;
  return true;
}

CoReleased coReleased(const facts::FunctionFacts &f, const facts::Block &b,
                      const std::function<std::optional<facts::Size>(const facts::Block &)> &sizeOf) {
  CoReleased co;
  // A block whose every release is one of b's releases is b's alternative, not its companion:
  // one `free(data)` after `if (c) data = malloc(A); else data = malloc(B);` frees one block
  // (snd's snd-sig.c, held-out set 28).
  auto alternative = [&](const facts::Block &o) {
    return std::all_of(o.releases.begin(), o.releases.end(), [&](const facts::Release &r) {
      return std::any_of(b.releases.begin(), b.releases.end(),
                         [&](const facts::Release &mine) { return mine.order == r.order; });
    });
  };
  // Siblings with the very same releases are alternatives of one another (the branches of
  // GLib's `g_new` at -O2, one statement expression that calls g_malloc or g_malloc_n): one
  // block of each such group is made, so a group counts once, at its largest known size.
  auto releaseOrders = [](const facts::Block &o) {
    std::vector<uint64_t> orders;
    for (const facts::Release &r : o.releases)
      orders.push_back(r.order);
    std::sort(orders.begin(), orders.end());
    orders.erase(std::unique(orders.begin(), orders.end()), orders.end());
    return orders;
  };
  std::map<std::vector<uint64_t>, std::optional<uint64_t>> groups; // known bytes, or unknown
  for (const facts::Block &o : f.blocks) {
    if (&o == &b || o.loop != b.loop || o.kind == facts::BlockKind::Mmap ||
        o.escape != facts::EscapeKind::None || !o.notRepeated.empty() || o.releases.empty() ||
        alternative(o))
      continue;
    std::optional<facts::Size> sized = sizeOf(o);
    if (!sized)
      continue;
    if (sized->bytes && *sized->bytes < glibc::kTopPad)
      continue; // too small to matter next to a large block
    auto [group, added] = groups.try_emplace(releaseOrders(o), sized->bytes);
    if (!added && sized->bytes && (!group->second || *group->second < *sized->bytes))
      group->second = sized->bytes;
  }
  for (const auto &[orders, bytes] : groups) {
    if (bytes) {
      co.known++;
      co.bytes += *bytes;
      co.largest = std::max(co.largest, *bytes);
    } else {
      co.unknown++;
    }
  }
  return co;
}

SizeClass classifyHeapBlock(const facts::Size &size, uint64_t minSize) {
  if (!size.bytes)
    return plausiblyLarge(size, glibc::smallestLargeRequest(minSize)) ? SizeClass::Unknown
                                                                      : SizeClass::Small;
  uint64_t n = *size.bytes;
  if (!glibc::countsAsLarge(n, minSize))
    return SizeClass::Small;
  return glibc::alwaysMmapped(n) ? SizeClass::AlwaysMmapped : SizeClass::Large;
}

std::string formatCount(uint64_t n) {
  std::string digits = std::to_string(n), out;
  for (size_t i = 0; i < digits.size(); ++i) {
    if (i != 0 && (digits.size() - i) % 3 == 0)
      out += ',';
    out += digits[i];
  }
  return out;
}

std::string formatUnits(uint64_t n) {
  static const char *const units[] = {"KiB", "MiB", "GiB", "TiB"};
  if (n < 1024)
    return n == 1 ? "1 byte" : std::to_string(n) + " bytes";
  int unit = 0;
  uint64_t scale = 1024;
  while (unit < 3 && n / scale >= 1024) {
    scale *= 1024;
    ++unit;
  }
  char human[64];
  if (n % scale == 0)
    std::snprintf(human, sizeof human, "%llu %s", static_cast<unsigned long long>(n / scale),
                  units[unit]);
  else // one decimal; the exact count follows, so rounding never misleads
    std::snprintf(human, sizeof human, "%.1f %s", static_cast<double>(n) / scale, units[unit]);
  return human;
}

std::string formatBytes(uint64_t n) {
  if (n < 1024)
    return formatUnits(n);
  return formatUnits(n) + " (" + formatCount(n) + " bytes)";
}

const char *const kPinnedThresholdConditions =
    "it faults on every iteration when glibc's mmap threshold is pinned (mallopt/M_MMAP_THRESHOLD, "
    "MALLOC_MMAP_THRESHOLD_, GLIBC_TUNABLES), under other allocators, or when the size grows; "
    "default glibc raises its threshold after the first free";

std::string alwaysMmappedClause(uint64_t n) {
  return "it is mmapped fresh on every iteration even with glibc's dynamic threshold (~" +
         formatCount(glibc::faultsWhenMmapped(n)) + " minor faults per iteration)";
}

std::string riskNote(uint64_t n, uint64_t minSize) {
  // The measured pair from DESIGN.md: 1 MiB -> 0 faults (after 2 iterations) vs 257 pinned.
  return "default glibc: no faults after the first two iterations (free() raises the mmap "
         "threshold past this block); threshold pinned at " +
         formatUnits(minSize) + ": ~" + formatCount(glibc::faultsWhenMmapped(n)) +
         " minor faults per iteration";
}

std::string trimNote(uint64_t n, uint64_t together, uint64_t trimFaults, uint64_t minSize) {
  return "default glibc (main thread): free() raises the mmap threshold to the largest block and "
         "the trim threshold to twice that; the frees leave " + formatUnits(together) +
         " free at the heap top, more than that, so glibc gives all but 128 KiB back to the "
         "kernel and the next repetition faults ~" + formatCount(trimFaults) +
         " pages in again (measured: two 1 MiB blocks, 480 faults per iteration). It holds "
         "while nothing allocated after the blocks stays alive above them; a thread's arena "
         "trims only from three such blocks. Threshold pinned at " + formatUnits(minSize) +
         ": ~" + formatCount(glibc::faultsWhenMmapped(n)) + " minor faults per repetition for "
         "this block";
}

std::string unknownSizeNote(uint64_t minSize) {
  return "it faults on every iteration once it reaches the mmap threshold: from " +
         formatCount(glibc::smallestLargeRequest(minSize)) + " bytes with a pinned " +
         formatUnits(minSize) + " threshold, and always from " +
         formatCount(glibc::smallestAlwaysMmappedRequest()) +
         " bytes (glibc never raises its threshold above 32 MiB)";
}

std::string sizeNote(const facts::Size &size) {
  std::string note;
  if (size.bytes) {
    // "size: 131049 = 128.0 KiB (131,049 bytes)" says nothing twice: drop a bare literal.
    bool literal = size.expression.empty() || size.expression == std::to_string(*size.bytes);
    note = "size: " + (literal ? std::string() : size.expression + " = ") +
           formatBytes(*size.bytes);
    // A derivation that only restates the expression's value before its reason
    // ("ZSTD_CStreamOutSize() = 131591 (zstd.h: ...)", a size function's step) keeps the reason.
    std::string restated = size.expression + " = " + std::to_string(*size.bytes) + " (";
    std::string derivation = size.derivation;
    if (!literal && derivation.size() > restated.size() && derivation.rfind(restated, 0) == 0 &&
        derivation.back() == ')')
      derivation = derivation.substr(restated.size(), derivation.size() - restated.size() - 1);
    if (!derivation.empty())
      note += " (" + derivation + ")";
  } else {
    note = "size unknown: " + (size.expression.empty() ? "?" : size.expression);
    if (size.dependsOnParameter >= 0) // 0-based in the facts, 1-based for people
      note += ", from parameter " + std::to_string(size.dependsOnParameter + 1);
    else if (!size.growth.empty())
      note += "; " + size.growth;
    if (size.upperBound)
      note += "; at most " + formatBytes(*size.upperBound) +
              (size.boundDerivation.empty() ? "" : " (" + size.boundDerivation + ")");
  }
  return note;
}

std::string loopLabel(facts::LoopKind kind) {
  switch (kind) {
  case facts::LoopKind::For: return "'for' loop";
  case facts::LoopKind::While: return "'while' loop";
  case facts::LoopKind::Do: return "'do-while' loop";
  case facts::LoopKind::RangeFor: return "range-based 'for' loop";
  }
  return "loop";
}

const char *releaseVerb(facts::ReleaseKind kind) {
  switch (kind) {
  case facts::ReleaseKind::Free: return "freed";
  case facts::ReleaseKind::Delete: return "deleted";
  case facts::ReleaseKind::Munmap: return "unmapped";
  case facts::ReleaseKind::ScopeEnd:
  case facts::ReleaseKind::TemporaryEnd:
  case facts::ReleaseKind::Reassigned: return "released";
  case facts::ReleaseKind::CapacityReset: return "freed again";
  }
  return "released";
}

std::string releaseNote(const facts::Release &release) {
  std::string where;
  switch (release.kind) {
  case facts::ReleaseKind::ScopeEnd: where = "destroyed here at the end of its scope"; break;
  case facts::ReleaseKind::TemporaryEnd:
    where = "destroyed here at the end of the full-expression";
    break;
  case facts::ReleaseKind::Reassigned: where = "replaced here by a new value"; break;
  default: where = "released here by '" + release.function + "'"; break;
  }
  return where + ", within the same iteration";
}

std::string releaseNote(const facts::Release &release, const Repetition &rep) {
  // `function` says which function resets the capacity and why the next call re-allocates.
  if (release.kind == facts::ReleaseKind::CapacityReset)
    return release.function;
  std::string note = releaseNote(release);
  if (rep.perCall())
    note.replace(note.rfind(", within the same iteration"), std::string::npos,
                 ", before the call returns");
  return note;
}

void addPerThreadNote(Finding &finding, const facts::Block &b) {
  if (b.perThread)
    addNote(finding, b.range,
            "inside an OpenMP parallel region: every thread of the team allocates its own, so this "
            "happens once per thread each time");
}

void addNote(Finding &finding, const facts::SourceRange &range, std::string message) {
  FindingNote &note = finding.notes.emplace_back();
  note.range = range;
  note.message = std::move(message);
}

facts::SourceRange loopRange(const facts::FunctionFacts &f, int id) {
  if (id < 0 || static_cast<size_t>(id) >= f.loops.size())
    return {};
  return f.loops[id].range;
}

facts::LoopKind loopKind(const facts::FunctionFacts &f, int id) {
  if (id < 0 || static_cast<size_t>(id) >= f.loops.size())
    return facts::LoopKind::For;
  return f.loops[id].kind;
}

} // namespace faultline::rules
