#include "rules/vector_temporary/VectorTemporary.h"

#include "rules/Support.h"
#include "rules/docs/vectorTemporary.h"

namespace faultline::rules {

const char *VectorTemporaryRule::summary() const { return docs::vectorTemporarySummary; }
const char *VectorTemporaryRule::documentation() const { return docs::vectorTemporary; }

namespace {

constexpr const char *kFix =
    "hoist the container out of the loop and reuse it: clear() then resize() keeps its capacity";
constexpr const char *kPerCallFix =
    "let the caller own the container and pass it in (or keep it in a reusable context): "
    "clear() then resize() keeps its capacity";

// libstdc++'s deque stores elements in 512-byte nodes, so only its node map can ever be large
// enough to be mmapped: a big deque per iteration is allocator churn more than page faults.
bool isDeque(const std::string &type) { return type.find("deque") != std::string::npos; }
constexpr uint64_t kDequeNodeBytes = 512;

// The extractor names a block sized by a member call "std::vector<int>::resize": split it into
// the container type and the member, so messages read "'std::vector<int>' sized by 'resize'".
std::pair<std::string, std::string> splitAllocator(const std::string &allocator) {
  for (const char *member :
       {"resize", "assign", "reserve", "push_back", "emplace_back", "push_front", "emplace_front"}) {
    std::string suffix = std::string("::") + member;
    if (allocator.size() > suffix.size() && allocator.ends_with(suffix))
      return {allocator.substr(0, allocator.size() - suffix.size()), member};
  }
  return {allocator, ""};
}

} // namespace

std::optional<Finding> containerFinding(const std::string &function, const facts::Block &b,
                                        const Repetition &rep, const RuleOptions &options) {
  SizeClass cls = classifyHeapBlock(b.size, options.minSize);
  if (cls == SizeClass::Small ||
      (cls == SizeClass::Unknown && options.unknownSizes == RuleOptions::UnknownSizes::Off))
    return std::nullopt;

  Finding finding;
  finding.ruleId = "faultline-vector-temporary";
  finding.range = b.range;
  finding.function = function;
  finding.sizeBytes = b.size.bytes;
  finding.sizeExpression = b.size.expression;
  finding.blockKind = b.kind;
  finding.loop = rep.loop;
  finding.fix = rep.perCall() ? kPerCallFix : kFix;

  auto [type, sizedBy] = splitAllocator(b.allocator);
  std::string message = (b.variable.empty() ? "temporary " : "") +
                        (type.empty() ? std::string("container") : "'" + type + "'");
  // push_back & co. in a counted loop (facts/builder/ContainerGrowth.h): grown, not sized.
  bool grown = sizedBy.find("_back") != std::string::npos || sizedBy.find("_front") != std::string::npos;
  if (!sizedBy.empty())
    message += std::string(grown ? " is grown by '" : " is sized by '") + sizedBy + "'" +
               (b.size.bytes ? " to" : "");
  if (b.size.bytes)
    message += (sizedBy.empty() ? " of " : " ") + formatBytes(*b.size.bytes);
  message += (sizedBy.empty() ? " is constructed and destroyed " : " and destroyed ") +
             repetitionPhrase(rep);
  if (isDeque(b.allocator)) {
    // No page-fault claim for a deque: its elements never reach the mmap threshold.
    finding.severity = b.size.bytes ? Severity::Warning : unknownSizeSeverity(options);
    finding.confidence = Confidence::Low;
    if (b.size.bytes)
      message += ": about " + formatCount(*b.size.bytes / kDequeNodeBytes + 1) +
                 " node allocations and frees per iteration";
    else
      message += " (size unknown: " + (b.size.expression.empty() ? "?" : b.size.expression) + ")";
  } else {
    switch (cls) {
    case SizeClass::AlwaysMmapped:
      finding.severity = Severity::Error;
      finding.confidence = Confidence::High;
      message += ": " + alwaysMmappedClause(*b.size.bytes);
      break;
    case SizeClass::Large:
      finding.severity = Severity::Warning;
      finding.confidence = Confidence::High;
      message += ": " + std::string(kPinnedThresholdConditions);
      break;
    case SizeClass::Unknown:
    case SizeClass::Small: // returned above
      finding.severity = unknownSizeSeverity(options);
      finding.confidence = Confidence::Low;
      message += " (size unknown: " + (b.size.expression.empty() ? "?" : b.size.expression) + ")";
      break;
    }
  }
  if (b.valueInitialized && !isDeque(b.allocator))
    message += sizedBy.empty() ? "; its value-initialisation touches every page"
                               : "; '" + sizedBy + "' writes every element, touching every page";
  finding.message = std::move(message);

  auto note = [&](const facts::SourceRange &range, std::string text) {
    addNote(finding, range, std::move(text));
  };
  if (cls == SizeClass::AlwaysMmapped && !isDeque(b.allocator))
    addRepetitionNotes(finding, rep, "mapped fresh and faulted in");
  else
    addRepetitionNotes(finding, rep, sizedBy.empty() ? "constructed and destroyed"
                                                     : "sized and destroyed");
  note(rep.release->range, releaseNote(*rep.release, rep));
  note(b.range, sizeNote(b.size));
  addPerThreadNote(finding, b);
  if (isDeque(b.allocator))
    note(b.range, "std::deque allocates its elements in 512-byte nodes (libstdc++), which stay "
                  "on the heap: expect allocator churn rather than page faults");
  else if (cls == SizeClass::Large)
    note({}, riskNote(*b.size.bytes, options.minSize));
  else if (cls == SizeClass::Unknown)
    note({}, unknownSizeNote(options.minSize));
  note({}, "fix: " + finding.fix);
  return finding;
}

void VectorTemporaryRule::check(const facts::TranslationUnitFacts &tu, const RuleOptions &options,
                                std::vector<Finding> &out) const {
  for (const facts::FunctionFacts &f : tu.functions)
    for (const facts::Block &b : f.blocks) {
      if (b.kind != facts::BlockKind::Container || b.loop < 0 ||
          b.escape != facts::EscapeKind::None || !b.notRepeated.empty())
        continue;
      // No release in the iteration: e.g. declared outside and reused with clear() + resize(),
      // which is the fix, not a finding.
      if (auto rep = repeatsInLoop(f, b.loop, b.order, b.releases))
        if (auto finding = containerFinding(f.name, b, *rep, options))
          out.push_back(std::move(*finding));
    }
}

} // namespace faultline::rules
