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

} // namespace
} // namespace faultline::rules::glibc
