// Pieces the rules share: "released within the same iteration", the size policy, and wording.
// Kept out of the rules so the two allocation rules cannot drift apart.
#pragma once

#include "facts/Facts.h"
#include "rules/Finding.h"
#include "rules/Rule.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace faultline::rules {

// A release that ends an allocation within one iteration of `loop` (the innermost loop that
// contains both the allocation and the release).
struct IterationMatch {
  const facts::Release *release = nullptr;
  int loop = -1;
};

// The first release (in source order) that shares a loop with an event at (`loop`, `order`) and
// comes after it: then every iteration of the shared loop both creates and releases the block.
// A release earlier in the body belongs to the previous iteration's block, so it does not count.
std::optional<IterationMatch> releasedInSameIteration(const facts::FunctionFacts &f, int loop,
                                                      uint64_t order,
                                                      const std::vector<facts::Release> &releases);

// Where a block (or stream) is made and released over and over: within one iteration of a loop
// of its own function, or within one call of a function that runs repeatedly because a loop
// elsewhere calls it (the per-call variants, found by the whole-program join).
struct Repetition {
  const facts::Release *release = nullptr; // the release that ends it each time
  facts::SourceRange loop;                 // the loop that repeats it (maybe in another file)
  facts::LoopKind loopKind = facts::LoopKind::For;
  std::vector<CallStep> callPath; // empty when the loop is in the same function
  std::string function;           // per-call: the function that holds the block
  std::string loopFunction;       // per-call: the function that holds the loop
  bool recursive = false;         // per-call: repeated by recursion rather than by a loop
  // per-call: the loop is in the host language, assumed from the method table that registers
  // the path's first function (facts/builder/HostEntries.h): "PyMethodDef table 'X_methods'"
  std::string hostTable;
  // per-call: the loop is a standard algorithm's over its range ("std::for_each"), modelled
  // because its body is in a system header (facts/builder/PerElementAlgorithms.h)
  std::string algorithm;
  bool perCall() const { return !callPath.empty() || recursive; }
};

// The repetition of an event at (`loop`, `order`) ended by one of `releases` within the same
// iteration (see releasedInSameIteration), or nothing.
std::optional<Repetition> repeatsInLoop(const facts::FunctionFacts &f, int loop, uint64_t order,
                                        const std::vector<facts::Release> &releases);

// "on every iteration of this loop", or "on every call of 'helper', which runs on every
// iteration of a loop in 'caller'".
std::string repetitionPhrase(const Repetition &rep);
// The note at the loop, then (per call) one note per call on the way: `what` is what happens
// each time ("allocated and released", "constructed and destroyed", "opened and closed").
void addRepetitionNotes(Finding &finding, const Repetition &rep, const std::string &what);

// The other heap blocks released within the same repetition as a block (same iteration of its
// loop, or before its function returns): what makes default glibc trim the heap top after the
// frees (Glibc.h, trimsAfterFreeingTogether). Known sizes are summed; the rest are counted.
struct CoReleased {
  unsigned known = 0, unknown = 0;
  uint64_t bytes = 0, largest = 0;
};
// `sizeOf` gives a sibling's size as the caller sees it (resolved through a hot path or not),
// or nothing to leave the sibling out (not released in the same repetition). `b` must be an
// element of f.blocks (it is told apart by address).
CoReleased coReleased(const facts::FunctionFacts &f, const facts::Block &b,
                      const std::function<std::optional<facts::Size>(const facts::Block &)> &sizeOf);

// The size policy of the allocation rules (see Glibc.h for the arithmetic).
enum class SizeClass {
  Small,         // known, below --min-size: the heap serves it, no finding
  Large,         // known, reaches --min-size: a risk (faults when the threshold is pinned, ...)
  AlwaysMmapped, // known, above glibc's 32 MiB threshold ceiling: faults on every iteration
  Unknown,       // unknown, and it can plausibly reach --min-size (see plausiblyLarge)
};
// Small also covers an unknown size that cannot plausibly reach --min-size: its proved upper
// bound is below it, or nothing in it can grow (see plausiblyLarge).
SizeClass classifyHeapBlock(const facts::Size &size, uint64_t minSize);
// The rule for unknown sizes (documented in each allocation rule's "Unknown sizes"): an unknown
// size is reported only when its proved upper bound (if any) reaches `limit` and the extractor
// found a way for it to grow: a parameter, a value read at run time, a product of non-constant
// factors (facts::Size::growth), and it does not come through a function-pointer field whose
// default was assumed (facts::Size::assumedAllocator). `limit` is the smallest size that matters: glibc's boundary
// for heap blocks, --min-size itself for mappings.
bool plausiblyLarge(const facts::Size &size, uint64_t limit);
// The severity of a finding whose size is unknown, per --unknown-sizes (never Off: the caller
// drops the finding).
Severity unknownSizeSeverity(const RuleOptions &options);

// Wording shared by the allocation rules, so both say the same thing about the same size.
// "it faults on every iteration when glibc's mmap threshold is pinned (...) ...": a Large block.
extern const char *const kPinnedThresholdConditions;
// "it is mmapped fresh on every iteration even with glibc's dynamic threshold (~N minor faults
// per iteration)": an AlwaysMmapped block of n bytes.
std::string alwaysMmappedClause(uint64_t n);
// Note for a Large block freed with others so that default glibc trims the heap top.
std::string trimNote(uint64_t n, uint64_t together, uint64_t trimFaults, uint64_t minSize);
// Note for a Large block: what default glibc does and what a pinned threshold costs.
std::string riskNote(uint64_t n, uint64_t minSize);
// Note for an Unknown size: the sizes at which it starts to fault per iteration.
std::string unknownSizeNote(uint64_t minSize);
// "size: n * sizeof(double) = 8 MiB (8,388,608 bytes) (n = 1 << 20 at line 12)" or
// "size unknown: n * sizeof(double), from parameter 1"
std::string sizeNote(const facts::Size &size);

// "1,048,576"
std::string formatCount(uint64_t n);
// "1 MiB (1,048,576 bytes)", "128.0 KiB (131,049 bytes)", "100 bytes"
std::string formatBytes(uint64_t n);
// "1 MiB", "128.0 KiB", "100 bytes": the short form for notes
std::string formatUnits(uint64_t n);
// "'for' loop", "'while' loop", "'do-while' loop", "range-based 'for' loop"
std::string loopLabel(facts::LoopKind kind);
// Past tense of a release for messages: "freed", "deleted", "unmapped", "destroyed", ...
const char *releaseVerb(facts::ReleaseKind kind);

// "released here by 'free', within the same iteration", "destroyed here at the end of its
// scope, within the same iteration", ...: the release's own function text can be long prose.
std::string releaseNote(const facts::Release &release);
// The same, worded for the repetition: "..., before the call returns" for a per-call finding.
std::string releaseNote(const facts::Release &release, const Repetition &rep);

// For a block made inside an OpenMP parallel region: every thread of the team makes its own, so
// the cost is per thread per iteration (or call). Nothing otherwise.
void addPerThreadNote(Finding &finding, const facts::Block &b);

// Appends a note; an invalid (default) range means a note without a location.
void addNote(Finding &finding, const facts::SourceRange &range, std::string message);

// Range of loop `id` in `f`, or an invalid range for a malformed id.
facts::SourceRange loopRange(const facts::FunctionFacts &f, int id);
facts::LoopKind loopKind(const facts::FunctionFacts &f, int id);

} // namespace faultline::rules
