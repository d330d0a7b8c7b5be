#include "rules/loop_alloc/LoopAlloc.h"

#include "rules/TestFacts.h"

#include <gtest/gtest.h>

namespace faultline::rules {
namespace {

using namespace testing;
using facts::BlockKind;
using facts::EscapeKind;

const LoopAllocRule rule;

// for (...) { p = malloc(bytes) /* order 10 */; ...; free(p) /* order 20 */ }
facts::FunctionFacts oneLoop(std::optional<uint64_t> bytes) {
  auto f = function({loop(0)});
  f.blocks.push_back(mallocFreed(bytes, 0, 10, 0, 20));
  return f;
}

TEST(LoopAlloc, ABlockMadeInAParallelRegionSaysItIsPerThread) {
  auto f = oneLoop(1 << 20);
  auto plain = run(rule, f);
  ASSERT_EQ(plain.size(), 1u);
  EXPECT_EQ(noteContaining(plain[0], "OpenMP"), nullptr);
  f.blocks[0].perThread = true;
  auto out = run(rule, f);
  ASSERT_EQ(out.size(), 1u);
  const FindingNote *note = noteContaining(out[0], "every thread of the team");
  ASSERT_NE(note, nullptr);
  EXPECT_EQ(note->range, at(10));
}

TEST(LoopAlloc, OneMiBMallocFreedPerIterationIsAHighConfidenceRisk) {
  auto out = run(rule, oneLoop(1 << 20));
  ASSERT_EQ(out.size(), 1u);
  const Finding &f = out[0];
  EXPECT_EQ(f.ruleId, "faultline-loop-alloc");
  EXPECT_EQ(f.severity, Severity::Warning);
  EXPECT_EQ(f.confidence, Confidence::High);
  EXPECT_EQ(f.range, at(10));
  EXPECT_EQ(f.function, "ns::work");
  EXPECT_EQ(f.sizeBytes, 1u << 20);
  EXPECT_EQ(f.sizeExpression, "n");
  ASSERT_TRUE(f.loop);
  EXPECT_EQ(*f.loop, at(1000, 3));
  EXPECT_EQ(f.message.rfind("1 MiB (1,048,576 bytes) block from 'malloc' is allocated and freed "
                            "on every iteration of this loop: it faults on every iteration when "
                            "glibc's mmap threshold is pinned",
                            0),
            0u)
      << f.message;
  EXPECT_NE(f.message.find("default glibc raises its threshold after the first free"),
            std::string::npos);
  EXPECT_EQ(f.message.find('\n'), std::string::npos);
  EXPECT_EQ(f.fix, "hoist the allocation out of the loop and reuse the block (or pass a "
                   "caller-owned workspace)");

  const FindingNote *released = noteContaining(f, "within the same iteration");
  ASSERT_NE(released, nullptr);
  EXPECT_EQ(released->range, at(20));
  const FindingNote *loopNote = noteContaining(f, "'for' loop");
  ASSERT_NE(loopNote, nullptr);
  EXPECT_EQ(loopNote->range, at(1000, 3));
  const FindingNote *risk = noteContaining(f, "pinned at 128 KiB");
  ASSERT_NE(risk, nullptr);
  EXPECT_NE(risk->message.find("~257 minor faults"), std::string::npos) << risk->message;
  EXPECT_NE(noteContaining(f, "fix: hoist"), nullptr);
  EXPECT_EQ(noteContaining(f, "calloc"), nullptr);
}

// Two 1 MiB blocks freed in the same iteration: default glibc trims the heap top after the
// frees (docs/runtime.md, "Trimming"), so the message must not promise "no faults after the
// first two iterations"; 4 MiB + 1 MiB leaves less than twice 4 MiB free and does not trim.
TEST(LoopAlloc, BlocksFreedTogetherSayDefaultGlibcTrimsTheHeap) {
  auto f = oneLoop(1 << 20);
  f.blocks.push_back(mallocFreed(1 << 20, 0, 11, 0, 21));
  auto out = run(rule, f);
  ASSERT_EQ(out.size(), 2u);
  for (const Finding &finding : out) {
    EXPECT_NE(finding.message.find("even on default glibc, which trims the heap top"),
              std::string::npos)
        << finding.message;
    EXPECT_NE(finding.message.find("~480 minor faults"), std::string::npos) << finding.message;
    EXPECT_EQ(finding.message.find("raises its threshold after the first free"),
              std::string::npos);
    EXPECT_NE(noteContaining(finding, "trim threshold to twice that"), nullptr);
    EXPECT_EQ(noteContaining(finding, "no faults after the first two iterations"), nullptr);
  }
  auto uneven = oneLoop(4 << 20);
  uneven.blocks.push_back(mallocFreed(1 << 20, 0, 11, 0, 21));
  for (const Finding &finding : run(rule, uneven))
    EXPECT_EQ(finding.message.find("trims the heap top"), std::string::npos) << finding.message;
}

// The two arms of `if (c) data = malloc(1 MiB); else data = malloc(1 MiB); free(data);` make
// one block per iteration, freed by the one `free`: no "freed with 1 other large block" (snd's
// snd-sig.c, held-out set 28).
TEST(LoopAlloc, BlocksOfTwoArmsFreedByOneFreeAreNotFreedTogether) {
  auto f = oneLoop(1 << 20);
  f.blocks.push_back(mallocFreed(1 << 20, 0, 11, 0, 20)); // the same release as the first
  auto out = run(rule, f);
  ASSERT_EQ(out.size(), 2u);
  for (const Finding &finding : out)
    EXPECT_EQ(finding.message.find("trims the heap top"), std::string::npos) << finding.message;
}

TEST(LoopAlloc, BoundaryIs131049BytesWithTheDefaultMinSize) {
  EXPECT_TRUE(run(rule, oneLoop(131048)).empty());
  auto out = run(rule, oneLoop(131049));
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].severity, Severity::Warning);
}

TEST(LoopAlloc, CustomMinSizeMovesTheBoundary) {
  RuleOptions options;
  options.minSize = 1 << 20; // chunk >= 1 MiB from 1,048,553 bytes
  EXPECT_TRUE(run(rule, oneLoop(1048552), options).empty());
  EXPECT_TRUE(run(rule, oneLoop(131049), options).empty());
  auto out = run(rule, oneLoop(1048553), options);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_NE(noteContaining(out[0], "pinned at 1 MiB"), nullptr);
}

TEST(LoopAlloc, Above32MiBIsAnErrorEvenWithTheDynamicThreshold) {
  auto edge = run(rule, oneLoop(33554408));
  ASSERT_EQ(edge.size(), 1u);
  EXPECT_EQ(edge[0].severity, Severity::Warning);

  auto over = run(rule, oneLoop(33554409));
  ASSERT_EQ(over.size(), 1u);
  EXPECT_EQ(over[0].severity, Severity::Error);
  EXPECT_EQ(over[0].confidence, Confidence::High);

  auto big = run(rule, oneLoop(64ull << 20));
  ASSERT_EQ(big.size(), 1u);
  EXPECT_EQ(big[0].severity, Severity::Error);
  EXPECT_NE(big[0].message.find("mmapped fresh on every iteration even with glibc's dynamic "
                                "threshold (~16,385 minor faults per iteration)"),
            std::string::npos)
      << big[0].message;
  EXPECT_EQ(big[0].message.find("pinned"), std::string::npos);
}

TEST(LoopAlloc, UnknownSizeIsLowConfidenceAndSaysWhatMustHold) {
  auto f = oneLoop(std::nullopt);
  f.blocks[0].size.expression = "n * sizeof(double)";
  auto out = run(rule, f);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].severity, Severity::Note); // --unknown-sizes=note, the default
  EXPECT_EQ(out[0].confidence, Confidence::Low);
  EXPECT_FALSE(out[0].sizeBytes);
  EXPECT_EQ(out[0].sizeExpression, "n * sizeof(double)");
  EXPECT_NE(out[0].message.find("(size unknown: n * sizeof(double))"), std::string::npos)
      << out[0].message;
  const FindingNote *must = noteContaining(out[0], "131,049 bytes with a pinned 128 KiB");
  ASSERT_NE(must, nullptr);
  EXPECT_NE(must->message.find("33,554,409"), std::string::npos);
}

TEST(LoopAlloc, SizeDerivationBecomesANote) {
  auto f = oneLoop(8 << 20);
  f.blocks[0].size.expression = "n * sizeof(double)";
  f.blocks[0].size.derivation = "n = 1 << 20 at line 12";
  auto out = run(rule, f);
  ASSERT_EQ(out.size(), 1u);
  const FindingNote *n = noteContaining(out[0], "size: n * sizeof(double) = 8 MiB");
  ASSERT_NE(n, nullptr);
  EXPECT_NE(n->message.find("(n = 1 << 20 at line 12)"), std::string::npos);
}

class LoopAllocEscape : public ::testing::TestWithParam<EscapeKind> {};

TEST_P(LoopAllocEscape, AnEscapingBlockIsNotAFinding) {
  auto f = oneLoop(64ull << 20);
  f.blocks[0].escape = GetParam();
  EXPECT_TRUE(run(rule, f).empty());
}

INSTANTIATE_TEST_SUITE_P(AllEscapes, LoopAllocEscape,
                         ::testing::Values(EscapeKind::Returned, EscapeKind::StoredOutside,
                                           EscapeKind::Moved, EscapeKind::OwnershipReleased,
                                           EscapeKind::Static, EscapeKind::Unknown),
                         [](const auto &info) {
                           std::string name = facts::toString(info.param);
                           std::erase(name, '-');
                           return name;
                         });

TEST(LoopAlloc, ReleaseBeforeTheAllocationInTheBodyIsNotThisIteration) {
  auto f = function({loop(0)});
  f.blocks.push_back(mallocFreed(1 << 20, 0, 10, 0, 5)); // free(p); p = malloc(n);
  EXPECT_TRUE(run(rule, f).empty());
}

TEST(LoopAlloc, ReleaseInASiblingLoopOrAfterTheLoopIsNotAFinding) {
  auto f = function({loop(0), loop(1)});
  f.blocks.push_back(mallocFreed(1 << 20, 0, 10, 1, 20));
  f.blocks.push_back(mallocFreed(1 << 20, 0, 11, -1, 30));
  EXPECT_TRUE(run(rule, f).empty());
}

TEST(LoopAlloc, BlockOutsideAnyLoopIsNotAFinding) {
  auto f = function({loop(0)});
  f.blocks.push_back(mallocFreed(64ull << 20, -1, 10, -1, 20));
  EXPECT_TRUE(run(rule, f).empty());
}

TEST(LoopAlloc, NoReleaseAtAllIsNotAFinding) {
  auto f = function({loop(0)});
  f.blocks.push_back(block(BlockKind::Malloc, 64ull << 20, 0, 10));
  EXPECT_TRUE(run(rule, f).empty());
}

TEST(LoopAlloc, InnerAllocationReleasedInTheOuterLoopReportsTheOuterLoop) {
  auto f = function({loop(0), loop(1, 0, facts::LoopKind::While)});
  f.blocks.push_back(mallocFreed(1 << 20, 1, 10, 0, 20));
  auto out = run(rule, f);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(*out[0].loop, at(1000, 3));
}

TEST(LoopAlloc, ReleaseInANestedLoopReportsTheInnermostCommonLoop) {
  // for (0) { while (1) { p = new[]; delete[] p; } }
  auto f = function({loop(0), loop(1, 0, facts::LoopKind::While)});
  f.blocks.push_back(block(BlockKind::NewArray, 1 << 20, 1, 10,
                           {release(1, 20, facts::ReleaseKind::Delete, "delete[]")}, "new[]"));
  auto out = run(rule, f);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(*out[0].loop, at(1001, 3));
  EXPECT_NE(out[0].message.find("block from 'new[]' is allocated and deleted"), std::string::npos)
      << out[0].message;
  EXPECT_NE(noteContaining(out[0], "'while' loop"), nullptr);
  EXPECT_NE(noteContaining(out[0], "released here by 'delete[]'"), nullptr);
}

TEST(LoopAlloc, TheFirstLaterReleaseIsTheOneReported) {
  auto f = function({loop(0)});
  f.blocks.push_back(block(BlockKind::Malloc, 1 << 20, 0, 10,
                           {release(0, 40), release(0, 5), release(0, 25)}));
  auto out = run(rule, f);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(noteContaining(out[0], "released here")->range, at(25));
}

TEST(LoopAlloc, ContainersBelongToTheVectorRule) {
  auto f = function({loop(0)});
  f.blocks.push_back(block(BlockKind::Container, 64ull << 20, 0, 10,
                           {release(0, 20, facts::ReleaseKind::ScopeEnd, "~vector")},
                           "std::vector<char>"));
  EXPECT_TRUE(run(rule, f).empty());
}

TEST(LoopAlloc, MmapPerIterationIsAnErrorFromMinSize) {
  auto f = function({loop(0)});
  f.blocks.push_back(block(BlockKind::Mmap, 1 << 20, 0, 10,
                           {release(0, 20, facts::ReleaseKind::Munmap, "munmap")}, "mmap"));
  auto out = run(rule, f);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].severity, Severity::Error);
  EXPECT_EQ(out[0].confidence, Confidence::High);
  EXPECT_EQ(out[0].fix, "map once outside the loop and reuse the mapping");
  EXPECT_NE(out[0].message.find("1 MiB (1,048,576 bytes) mapping from 'mmap' is mapped and "
                                "unmapped on every iteration of this loop"),
            std::string::npos)
      << out[0].message;
  EXPECT_NE(out[0].message.find("~256 minor faults"), std::string::npos) << out[0].message;

  // mmap has no chunk header: exactly minSize counts, one byte less does not.
  f.blocks[0].size = size(131072);
  EXPECT_EQ(run(rule, f).size(), 1u);
  f.blocks[0].size = size(131071);
  EXPECT_TRUE(run(rule, f).empty());
}

TEST(LoopAlloc, MmapOfUnknownSizeIsLowConfidence) {
  auto f = function({loop(0)});
  f.blocks.push_back(block(BlockKind::Mmap, std::nullopt, 0, 10,
                           {release(0, 20, facts::ReleaseKind::Munmap, "munmap")}, "mmap"));
  auto out = run(rule, f);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].severity, Severity::Note);
  EXPECT_EQ(out[0].confidence, Confidence::Low);
  EXPECT_EQ(out[0].fix, "map once outside the loop and reuse the mapping");
}

TEST(LoopAlloc, UnknownSizesOptionSetsSeverityOrDropsThem) {
  auto f = oneLoop(std::nullopt);
  RuleOptions warn;
  warn.unknownSizes = RuleOptions::UnknownSizes::Warn;
  auto out = run(rule, f, warn);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].severity, Severity::Warning);
  EXPECT_EQ(out[0].confidence, Confidence::Low);
  RuleOptions off;
  off.unknownSizes = RuleOptions::UnknownSizes::Off;
  EXPECT_TRUE(run(rule, f, off).empty());
  // Known sizes are not affected by the option.
  EXPECT_EQ(run(rule, oneLoop(1 << 20), off).size(), 1u);
}

TEST(LoopAlloc, UnknownSizeThatCannotGrowIsNotReported) {
  auto f = oneLoop(std::nullopt);
  f.blocks[0].size.expression = "dirLen + nameLen + 2";
  f.blocks[0].size.growth.clear(); // the extractor found only string lengths
  EXPECT_TRUE(run(rule, f).empty());
  RuleOptions warn;
  warn.unknownSizes = RuleOptions::UnknownSizes::Warn;
  EXPECT_TRUE(run(rule, f, warn).empty()) << "the option never revives an implausible size";
}

TEST(LoopAlloc, UnknownSizeBoundedBelowTheThresholdIsNotReported) {
  auto f = oneLoop(std::nullopt);
  f.blocks[0].size.upperBound = 65535; // an unsigned short
  EXPECT_TRUE(run(rule, f).empty());
  f.blocks[0].size.upperBound = 131048; // glibc's boundary is 131,049 at 128 KiB
  EXPECT_TRUE(run(rule, f).empty());
  f.blocks[0].size.upperBound = 131049;
  EXPECT_EQ(run(rule, f).size(), 1u);
  RuleOptions small = unknownSizesAsNotes();
  small.minSize = 4096;
  f.blocks[0].size.upperBound = 65535;
  EXPECT_EQ(run(rule, f, small).size(), 1u) << "a bound matters only against --min-size";
}

TEST(LoopAlloc, MmapOfBoundedUnknownSizeBelowMinSizeIsNotReported) {
  auto f = function({loop(0)});
  f.blocks.push_back(block(BlockKind::Mmap, std::nullopt, 0, 10,
                           {release(0, 20, facts::ReleaseKind::Munmap, "munmap")}, "mmap"));
  f.blocks[0].size.upperBound = 4096;
  EXPECT_TRUE(run(rule, f).empty());
}

TEST(LoopAlloc, CallocGetsTheZeroingNote) {
  auto f = function({loop(0)});
  f.blocks.push_back(block(BlockKind::Calloc, 1 << 20, 0, 10, {release(0, 20)}, "calloc"));
  auto out = run(rule, f);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_NE(noteContaining(out[0], "glibc skips zeroing"), nullptr);
}

TEST(LoopAlloc, RaiiReleaseAtScopeEndCounts) {
  auto f = function({loop(0, -1, facts::LoopKind::RangeFor)});
  f.blocks.push_back(block(BlockKind::MakeUnique, 2 << 20, 0, 10,
                           {release(0, 20, facts::ReleaseKind::ScopeEnd, "~unique_ptr")},
                           "std::make_unique<float[]>"));
  auto out = run(rule, f);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_NE(out[0].message.find("is allocated and released on every iteration"),
            std::string::npos);
  EXPECT_NE(noteContaining(out[0], "range-based 'for' loop"), nullptr);
}

TEST(LoopAlloc, EveryFindingHasAMessageAndEveryFunctionIsVisited) {
  auto a = oneLoop(1 << 20);
  auto b = oneLoop(std::nullopt);
  b.name = "other";
  facts::TranslationUnitFacts tu;
  tu.functions = {a, b};
  std::vector<Finding> out;
  rule.check(tu, unknownSizesAsNotes(), out);
  ASSERT_EQ(out.size(), 2u);
  EXPECT_EQ(out[1].function, "other");
  for (const Finding &f : out)
    EXPECT_FALSE(f.message.empty());
}

} // namespace
} // namespace faultline::rules
