#include "rules/Support.h"
#include "rules/TestFacts.h"

#include <gtest/gtest.h>

namespace faultline::rules {
namespace {

using namespace testing;

TEST(Support, FormatBytesIsHumanAndExact) {
  EXPECT_EQ(formatBytes(1 << 20), "1 MiB (1,048,576 bytes)");
  EXPECT_EQ(formatBytes(131049), "128.0 KiB (131,049 bytes)");
  EXPECT_EQ(formatBytes(64ull << 20), "64 MiB (67,108,864 bytes)");
  EXPECT_EQ(formatBytes(3ull << 30), "3 GiB (3,221,225,472 bytes)");
  EXPECT_EQ(formatBytes(1000), "1000 bytes");
  EXPECT_EQ(formatBytes(1), "1 byte");
  EXPECT_EQ(formatCount(0), "0");
  EXPECT_EQ(formatCount(999), "999");
  EXPECT_EQ(formatCount(1000), "1,000");
}

// Loops: 0 { 1 { 2 } } and 3 at top level.
facts::FunctionFacts nested() { return function({loop(0), loop(1, 0), loop(2, 1), loop(3)}); }

TEST(Support, CommonLoopOfNestedAndSiblingLoops) {
  auto f = nested();
  EXPECT_EQ(facts::commonLoop(f, 2, 2), 2);
  EXPECT_EQ(facts::commonLoop(f, 2, 1), 1);
  EXPECT_EQ(facts::commonLoop(f, 1, 2), 1);
  EXPECT_EQ(facts::commonLoop(f, 2, 0), 0);
  EXPECT_EQ(facts::commonLoop(f, 2, 3), -1);
  EXPECT_EQ(facts::commonLoop(f, 0, -1), -1);
  EXPECT_EQ(facts::commonLoop(f, -1, 0), -1);
}

TEST(Support, LoopWithinFollowsParents) {
  auto f = nested();
  EXPECT_TRUE(facts::loopWithin(f, 2, 0));
  EXPECT_TRUE(facts::loopWithin(f, 1, 1));
  EXPECT_FALSE(facts::loopWithin(f, 0, 2));
  EXPECT_FALSE(facts::loopWithin(f, 3, 0));
  EXPECT_FALSE(facts::loopWithin(f, -1, 0)); // outside every loop is inside none
}

TEST(Support, ReleasedInSameIterationPicksTheFirstLaterReleaseAndItsCommonLoop) {
  auto f = nested();
  std::vector<facts::Release> rs = {release(0, 2), release(2, 9), release(1, 7), release(3, 8)};
  auto m = releasedInSameIteration(f, 2, 5, rs);
  ASSERT_TRUE(m);
  EXPECT_EQ(m->release->order, 7u); // order 2 is earlier, 8 is in a sibling loop
  EXPECT_EQ(m->loop, 1);
  EXPECT_FALSE(releasedInSameIteration(f, -1, 5, rs));
  EXPECT_FALSE(releasedInSameIteration(f, 3, 9, rs)); // only the sibling-loop one is later
}

TEST(Support, SizeNoteShowsDerivationOrParameter) {
  facts::Size known = size(8 << 20, "n * sizeof(double)");
  known.derivation = "n = 1 << 20 at line 12";
  EXPECT_EQ(sizeNote(known),
            "size: n * sizeof(double) = 8 MiB (8,388,608 bytes) (n = 1 << 20 at line 12)");
  EXPECT_EQ(sizeNote(size(131049, "131049")), "size: 128.0 KiB (131,049 bytes)");
  // A size function's step restates the value; the note keeps only its reason.
  facts::Size modelled = size(131591, "ZSTD_CStreamOutSize()");
  modelled.derivation = "ZSTD_CStreamOutSize() = 131591 (zstd.h: output buffer; library model 'zstd')";
  EXPECT_EQ(sizeNote(modelled), "size: ZSTD_CStreamOutSize() = 128.5 KiB (131,591 bytes) (zstd.h: "
                                "output buffer; library model 'zstd')");
  facts::Size unknown = size(std::nullopt, "len");
  unknown.dependsOnParameter = 1;
  EXPECT_EQ(sizeNote(unknown), "size unknown: len, from parameter 2");
}

TEST(Support, ClassifyHeapBlock) {
  EXPECT_EQ(classifyHeapBlock(size(131048), 131072), SizeClass::Small);
  EXPECT_EQ(classifyHeapBlock(size(131049), 131072), SizeClass::Large);
  EXPECT_EQ(classifyHeapBlock(size(33554409), 131072), SizeClass::AlwaysMmapped);
  EXPECT_EQ(classifyHeapBlock(size(std::nullopt), 131072), SizeClass::Unknown);
  facts::Size bounded = size(std::nullopt, "len");
  bounded.upperBound = 65535;
  EXPECT_EQ(classifyHeapBlock(bounded, 131072), SizeClass::Small);
  bounded.upperBound = 131049;
  EXPECT_EQ(classifyHeapBlock(bounded, 131072), SizeClass::Unknown);
  facts::Size modest = size(std::nullopt, "strlen(a) + strlen(b)");
  modest.growth.clear();
  EXPECT_EQ(classifyHeapBlock(modest, 131072), SizeClass::Small);
  // Through a function-pointer field's assumed default: only a known size counts.
  facts::Size assumed = size(std::nullopt, "n");
  assumed.assumedAllocator = true;
  EXPECT_EQ(classifyHeapBlock(assumed, 131072), SizeClass::Small);
  facts::Size assumedKnown = size(1 << 20, "1 << 20");
  assumedKnown.assumedAllocator = true;
  EXPECT_EQ(classifyHeapBlock(assumedKnown, 131072), SizeClass::Large);
  // A minSize above 32 MiB still gates: a 40 MiB block is small for a 64 MiB minSize.
  EXPECT_EQ(classifyHeapBlock(size(40 << 20), 64 << 20), SizeClass::Small);
}

} // namespace
} // namespace faultline::rules
