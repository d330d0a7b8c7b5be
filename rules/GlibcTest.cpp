#include "rules/Glibc.h"

#include <gtest/gtest.h>

#include <limits>

namespace faultline::rules::glibc {
namespace {

TEST(Glibc, ChunkSizeAddsHeaderRoundsTo16AndHasAMinimum) {
  EXPECT_EQ(chunkSize(0), 32u);
  EXPECT_EQ(chunkSize(24), 32u); // 24 + 8 = 32 fits MINSIZE exactly
  EXPECT_EQ(chunkSize(25), 48u);
  EXPECT_EQ(chunkSize(131048), 131056u);
  EXPECT_EQ(chunkSize(131049), 131072u);
}

TEST(Glibc, DefaultBoundaryIs131049Bytes) {
  EXPECT_FALSE(countsAsLarge(131048, kDefaultMmapThreshold));
  EXPECT_TRUE(countsAsLarge(131049, kDefaultMmapThreshold));
  EXPECT_EQ(smallestLargeRequest(kDefaultMmapThreshold), 131049u);
}

TEST(Glibc, SmallestLargeRequestIsTheBoundaryForAnyMinSize) {
  for (uint64_t m : {33ull, 100ull, 4096ull, 1000000ull, 1048576ull, 1048577ull}) {
    uint64_t s = smallestLargeRequest(m);
    EXPECT_TRUE(countsAsLarge(s, m)) << m;
    EXPECT_FALSE(countsAsLarge(s - 1, m)) << m;
  }
  EXPECT_EQ(smallestLargeRequest(16), 0u); // every request reaches a tiny threshold
  EXPECT_TRUE(countsAsLarge(0, 16));
}

TEST(Glibc, MmappedSizeAndFaultsMatchTheMeasuredTable) {
  EXPECT_EQ(mmappedSize(1 << 20), (1u << 20) + 4096);
  EXPECT_EQ(faultsWhenMmapped(256 << 10), 65u);
  EXPECT_EQ(faultsWhenMmapped(1 << 20), 257u);
  EXPECT_EQ(faultsWhenMmapped(16 << 20), 4097u);
  EXPECT_EQ(faultsWhenMmapped(64ull << 20), 16385u);
}

TEST(Glibc, AlwaysMmappedAbove32MiB) {
  EXPECT_FALSE(alwaysMmapped(16 << 20));
  EXPECT_FALSE(alwaysMmapped(33554408)); // chunk 33,554,416 + 8 -> mapped exactly 32 MiB
  EXPECT_TRUE(alwaysMmapped(33554409));  // chunk 32 MiB -> mapped 32 MiB + 4 KiB
  EXPECT_TRUE(alwaysMmapped(64ull << 20));
  EXPECT_EQ(smallestAlwaysMmappedRequest(), 33554409u);
}

TEST(Glibc, HugeSizesSaturateInsteadOfWrapping) {
  constexpr uint64_t max = std::numeric_limits<uint64_t>::max();
  EXPECT_GT(chunkSize(max), max / 2);
  EXPECT_TRUE(countsAsLarge(max, kDefaultMmapThreshold));
  EXPECT_TRUE(alwaysMmapped(max));
  EXPECT_TRUE(alwaysMmapped(max - 8));
}

// The trim model against the table measured in docs/runtime.md ("Trimming", glibc 2.36, main
// thread): two equal blocks trim, one does not, 4 MiB + 1 MiB does not, three 256 KiB do.
TEST(Glibc, TrimsWhenTheOtherBlocksOutgrowTheLargestLessTheTopPad) {
  const uint64_t KiB = 1024, MiB = 1024 * KiB;
  EXPECT_TRUE(trimsAfterFreeingTogether(MiB, MiB));
  EXPECT_TRUE(trimsAfterFreeingTogether(4 * MiB, 4 * MiB));
  EXPECT_TRUE(trimsAfterFreeingTogether(256 * KiB, 512 * KiB));
  EXPECT_FALSE(trimsAfterFreeingTogether(MiB, 0));
  EXPECT_FALSE(trimsAfterFreeingTogether(4 * MiB, MiB));
  EXPECT_FALSE(trimsAfterFreeingTogether(64 * MiB, 64 * MiB)); // mmapped, never heap
  EXPECT_TRUE(trimsAfterFreeingTogether(4 * MiB, ~uint64_t(0))); // saturates, no wrap
}

TEST(Glibc, FaultsWhenTrimmedKeepTheTopPad) {
  const uint64_t KiB = 1024, MiB = 1024 * KiB;
  EXPECT_EQ(faultsWhenTrimmed(2 * MiB), 480u);       // measured: 480 per iteration
  EXPECT_EQ(faultsWhenTrimmed(4 * MiB), 992u);       // four 1 MiB: 992
  EXPECT_EQ(faultsWhenTrimmed(8 * MiB), 2016u);      // two 4 MiB: 2,016
  EXPECT_EQ(faultsWhenTrimmed(768 * KiB), 160u);     // three 256 KiB: 160
  EXPECT_EQ(faultsWhenTrimmed(64 * KiB), 0u);
}

} // namespace
} // namespace faultline::rules::glibc
