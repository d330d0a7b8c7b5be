// fl_gtest_probe: a real GoogleTest binary linked with faultline::gtest_main, driven by
// test_gtest.py (each test in its own process, with and without the shim) and, for the tests
// without MustFail in their name, discovered by faultline_gtest_discover_tests().
#include <faultline/gtest.h>

#include <malloc.h>

extern "C" void probe_scratch(size_t bytes);
extern "C" void probe_touch_fresh(size_t bytes);

namespace {
constexpr size_t kMiB = 1 << 20;
// As many production configurations do: no dynamic threshold, every 1 MiB block is mmapped.
void PinThreshold() { ASSERT_EQ(1, mallopt(M_MMAP_THRESHOLD, 128 * 1024)); }
} // namespace

// Listener: 4 calls of a 1 MiB scratch buffer (~4 x 257 faults when the threshold is pinned).
TEST(Probe, PinnedScratch4) {
  PinThreshold();
  for (int i = 0; i < 4; ++i)
    probe_scratch(kMiB);
}

// Declared after PinnedScratch4 on purpose: run in one process after it, glibc's free lists
// would serve these blocks (test order matters within a process; test_gtest.py).
TEST(Probe, Scratch4) {
  for (int i = 0; i < 4; ++i)
    probe_scratch(kMiB);
}

TEST(Probe, Quiet) { SUCCEED(); }

// Budgets that must pass on default glibc.
TEST(Budget, PassesAfterWarmup) {
  // glibc raises its threshold after the first free of a mmapped block: 0 faults from then on.
  FAULTLINE_EXPECT_FAULTS_LE_WARM(16, 2, probe_scratch(kMiB));
}

TEST(Budget, ScopedGuardPassesAfterWarmup) {
  for (int i = 0; i < 5; ++i) {
    FAULTLINE_FAULT_BUDGET_WARM(16, 2);
    probe_scratch(kMiB);
  }
}

TEST(Budget, SmallWorkPasses) {
  FAULTLINE_EXPECT_FAULTS_LE(64, probe_scratch(4096));
  FAULTLINE_ASSERT_FAULTS_LE(64, { int x = 1; (void)x; });
}

// Budgets that must fail (test_gtest.py checks the messages; never discovered by ctest).
TEST(Budget, MustFailWithoutWarmup) {
  // The first 1 MiB block of a process is mmapped fresh: ~257 faults.
  FAULTLINE_EXPECT_FAULTS_LE(16, probe_scratch(kMiB));
}

TEST(Budget, MustFailPinned) {
  PinThreshold();
  FAULTLINE_EXPECT_FAULTS_LE_WARM(16, 2, probe_scratch(kMiB));
}

TEST(Budget, MustFailScopedPinned) {
  PinThreshold();
  for (int i = 0; i < 5; ++i) {
    FAULTLINE_FAULT_BUDGET_WARM(16, 2); // iterations 3, 4, 5 fail
    probe_scratch(kMiB);
  }
}

TEST(Budget, MustFailAssertStops) {
  PinThreshold();
  FAULTLINE_ASSERT_FAULTS_LE_WARM(16, 1, probe_scratch(kMiB));
  RecordProperty("after_assert", "reached"); // must not run
}

TEST(Budget, MustFailLeak) {
  // Faults in a block that stays alive: counted by getrusage, not charged to a site yet.
  FAULTLINE_EXPECT_FAULTS_LE(16, probe_touch_fresh(2 * kMiB));
}
