#include "rules/loop_alloc/LoopAlloc.h"

#include "rules/Glibc.h"
#include "rules/Support.h"
#include "rules/docs/loopAlloc.h"

namespace faultline::rules {

const char *LoopAllocRule::summary() const { return docs::loopAllocSummary; }
const char *LoopAllocRule::documentation() const { return docs::loopAlloc; }

namespace {

constexpr const char *kHoistFix =
    "hoist the allocation out of the loop and reuse the block (or pass a caller-owned workspace)";
constexpr const char *kMmapFix = "map once outside the loop and reuse the mapping";
constexpr const char *kWorkspaceFix =
    "let the caller own the buffer: allocate it once outside the loop and pass it in as a "
    "workspace (or keep it in a reusable context object)";

// mmap hands out fresh zero pages on every call whatever the allocator does, so any mapping of
// at least --min-size made and unmapped per iteration faults every iteration. The mapping is
// page-granular and has no malloc header, so the request is compared with minSize as is.
SizeClass classifyMapping(const facts::Size &size, uint64_t minSize) {
  if (!size.bytes)
    return plausiblyLarge(size, minSize) ? SizeClass::Unknown : SizeClass::Small;
  if (*size.bytes < minSize)
    return SizeClass::Small;
  return SizeClass::AlwaysMmapped; // for a mapping this holds at any size
}

} // namespace

std::optional<Finding> allocationFinding(const std::string &function, const facts::Block &b,
                                         const Repetition &rep, const RuleOptions &options,
                                         const char *ruleId, const CoReleased &co) {
  const bool mapping = b.kind == facts::BlockKind::Mmap;
  SizeClass cls = mapping ? classifyMapping(b.size, options.minSize)
                          : classifyHeapBlock(b.size, options.minSize);
  if (cls == SizeClass::Small ||
      (cls == SizeClass::Unknown && options.unknownSizes == RuleOptions::UnknownSizes::Off))
    return std::nullopt;

  Finding finding;
  finding.ruleId = ruleId;
  finding.range = b.range;
  finding.function = function;
  finding.sizeBytes = b.size.bytes;
  finding.sizeExpression = b.size.expression;
  finding.blockKind = b.kind;
  finding.loop = rep.loop;
  finding.fix = mapping ? kMmapFix : rep.perCall() ? kWorkspaceFix : kHoistFix;
  if (!b.fix.empty()) // a library model's one-shot helper: no allocation here to hoist
    finding.fix = b.fix;

  std::string subject = b.size.bytes ? formatBytes(*b.size.bytes) + " " : std::string();
  subject += mapping ? "mapping from '" + b.allocator + "' is mapped and unmapped"
                     : "block from '" + b.allocator + "' is allocated and " +
                           releaseVerb(rep.release->kind);
  std::string message = subject + " " + repetitionPhrase(rep);
  std::string what = "allocated and released";
  // Freed together with other large blocks, a heap block is given back to the kernel by
  // default glibc's heap trim each time, not only when the threshold is pinned.
  uint64_t trimFaults = 0, together = 0;
  if (cls == SizeClass::Large && co.known) {
    together = *b.size.bytes + co.bytes;
    uint64_t largest = std::max(*b.size.bytes, co.largest);
    if (glibc::trimsAfterFreeingTogether(largest, together - largest))
      trimFaults = glibc::faultsWhenTrimmed(together);
  }
  switch (cls) {
  case SizeClass::AlwaysMmapped:
    finding.severity = Severity::Error;
    finding.confidence = Confidence::High;
    if (mapping)
      message += ": every iteration faults in fresh pages (~" +
                 formatCount((*b.size.bytes + glibc::kPageSize - 1) / glibc::kPageSize) +
                 " minor faults per iteration if all are touched)";
    else
      message += ": " + alwaysMmappedClause(*b.size.bytes);
    what = "mapped fresh and faulted in";
    break;
  case SizeClass::Large:
    finding.severity = Severity::Warning;
    finding.confidence = Confidence::High;
    if (trimFaults)
      message += ": freed with " + std::to_string(co.known) + " other large block(s) (" +
                 formatUnits(together) + " together), it faults on every " +
                 (rep.perCall() ? "call" : "iteration") +
                 " even on default glibc, which trims the heap top after the frees (~" +
                 formatCount(trimFaults) + " minor faults each time, for the blocks together)";
    else
      message += ": " + std::string(kPinnedThresholdConditions);
    break;
  case SizeClass::Unknown:
    finding.severity = unknownSizeSeverity(options);
    finding.confidence = Confidence::Low;
    message += " (size unknown: " + (b.size.expression.empty() ? "?" : b.size.expression) + ")";
    break;
  case SizeClass::Small:
    return std::nullopt;
  }
  finding.message = std::move(message);

  auto note = [&](const facts::SourceRange &range, std::string text) {
    addNote(finding, range, std::move(text));
  };
  addRepetitionNotes(finding, rep, what);
  note(rep.release->range, releaseNote(*rep.release, rep));
  note(b.range, sizeNote(b.size));
  addPerThreadNote(finding, b);
  if (trimFaults)
    note({}, trimNote(*b.size.bytes, together, trimFaults, options.minSize));
  else if (cls == SizeClass::Large)
    note({}, riskNote(*b.size.bytes, options.minSize) +
                 (co.unknown ? "; " + std::to_string(co.unknown) +
                                   " other block(s) of unknown size are released with it: if "
                                   "with it they leave more than twice the largest block free "
                                   "at the heap top, default glibc trims it after the frees "
                                   "and every iteration faults"
                             : std::string()));
  if (cls == SizeClass::Unknown)
    note({}, mapping ? "mmap maps fresh pages on every call whatever the allocator does; it "
                       "matters once the mapping reaches " + formatUnits(options.minSize)
                     : unknownSizeNote(options.minSize));
  if (b.kind == facts::BlockKind::Calloc)
    note(b.range, "calloc: glibc skips zeroing a block it mmaps, so pages the loop never writes "
                  "do not fault; every page it writes still does");
  note({}, "fix: " + finding.fix);
  return finding;
}

void LoopAllocRule::check(const facts::TranslationUnitFacts &tu, const RuleOptions &options,
                          std::vector<Finding> &out) const {
  for (const facts::FunctionFacts &f : tu.functions)
    for (const facts::Block &b : f.blocks) {
      if (b.kind == facts::BlockKind::Container || b.loop < 0 ||
          b.escape != facts::EscapeKind::None || !b.notRepeated.empty() ||
          b.descriptorParameter >= 0) // mapping the caller's file: reading it, not scratch
        continue;
      if (auto rep = repeatsInLoop(f, b.loop, b.order, b.releases))
        if (auto finding = allocationFinding(
                f.name, b, *rep, options, id(),
                coReleased(f, b, [](const facts::Block &o) -> std::optional<facts::Size> {
                  return o.size;
                })))
          out.push_back(std::move(*finding));
    }
}

} // namespace faultline::rules
