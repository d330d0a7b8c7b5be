// faultline_gtest: minor and major page faults per GoogleTest test, and fault budgets
// (docs/unit-tests.md).
//
//   #include <faultline/gtest.h>
//
//   TEST(Filter, StaysWithinItsFaultBudget) {
//     Filter f(1 << 20);
//     // at most 16 minor faults for one call, after 2 warm-up calls (glibc's first blocks)
//     FAULTLINE_EXPECT_FAULTS_LE_WARM(16, 2, f.apply(in, out));
//   }
//
// Faults are counted with getrusage(RUSAGE_SELF) around the statement, so a budget means the
// same with and without the runtime shim. When libfaultline-rt.so is preloaded (the CMake
// function faultline_gtest_discover_tests does it), the listener and the failure messages also
// name the call sites the faults belong to, from the shim's per-site counters (its query API,
// faultline/rt.h, found with dlsym: nothing here needs the shim to link or run).
#pragma once

#include <gtest/gtest.h>

#include <cstddef>
#include <cstdint>
#include <exception>
#include <memory>
#include <string>
#include <vector>

namespace faultline {

// Faults charged to one call site while a FaultMeter ran (only with the shim loaded).
struct SiteFaults {
  std::string location; // "file:line" of the first frame in the program's own code, or
                        // "module+0xOFFSET" without debug info
  std::string function; // the function containing that frame (demangled), may be empty
  std::string call;     // malloc, calloc, operator new[], mmap, fopen, ...
  uint64_t minorFaults = 0, calls = 0, tracedCalls = 0, tracedBytes = 0, mmappedBlocks = 0;
  // "scratch.cpp:14 in Filter::apply (malloc): 256 minor faults in 1 call of 1 MiB"
  std::string Describe() const;
};

// What happened between FaultMeter::Start and FaultMeter::Stop.
struct FaultSample {
  uint64_t minorFaults = 0, majorFaults = 0; // getrusage(RUSAGE_SELF) deltas
  bool shim = false;                         // libfaultline-rt.so was loaded
  std::string method;     // "getrusage", or "getrusage; sites: libfaultline-rt (perf)"
  uint64_t siteFaults = 0; // faults the shim charged to call sites (traced blocks released)
  std::vector<SiteFaults> sites; // the sites with the most faults, most first
};

// True when libfaultline-rt.so (with its query API) is loaded into this process.
bool ShimLoaded();

// Counts page faults over a stretch of code. Start/Stop take their snapshots outside the
// measured window, so the meter's own allocations are not counted.
class FaultMeter {
public:
  FaultMeter();
  ~FaultMeter();
  FaultMeter(const FaultMeter &) = delete;
  FaultMeter &operator=(const FaultMeter &) = delete;
  void Start();
  // `topSites`: how many sites to name (symbolised only when the shim is loaded).
  FaultSample Stop(size_t topSites = 3);

private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// Runs `f` and returns its faults.
template <class F> FaultSample MeasureFaults(F &&f, size_t topSites = 3) {
  FaultMeter meter;
  meter.Start();
  f();
  return meter.Stop(topSites);
}

// The check behind the budget macros: success when sample.minorFaults <= budget; otherwise the
// message says what was measured, how, and (with the shim) which sites faulted.
::testing::AssertionResult CheckFaultBudget(const char *what, uint64_t budget, int warmups,
                                            const FaultSample &sample);

namespace internal {
template <class F>
::testing::AssertionResult RunWithBudget(const char *what, uint64_t budget, int warmups, F &&f) {
  for (int i = 0; i < warmups; ++i)
    f();
  FaultMeter meter;
  meter.Start();
  f();
  FaultSample s = meter.Stop();
  return CheckFaultBudget(what, budget, warmups, s);
}
// Per scope (source location): how many times this test has entered it, for warm-up.
// Also the scope's failure not reported yet: identical failures on consecutive entries are
// reported once, with the range of entries (Budget.cpp), when a different result comes or the
// test ends.
struct WarmupState {
  const void *test = nullptr;
  int entries = 0;
  std::string pending; // the failure's message, "" when none is pending
  int pendingFirst = 0, pendingLast = 0;
  const char *file = nullptr;
  int line = 0;
};
} // namespace internal

// A fault budget for a scope: the faults taken between construction and destruction must not
// exceed `budget`, else a non-fatal failure at (file, line). With `warmups` > 0 and a state
// (FAULTLINE_FAULT_BUDGET_WARM gives one per source location), the first `warmups` entries of
// the scope in each test are not checked: put the guard inside the loop body.
class ScopedFaultBudget {
public:
  ScopedFaultBudget(uint64_t budget, const char *file, int line, const char *what = "scope",
                    int warmups = 0, internal::WarmupState *state = nullptr);
  ~ScopedFaultBudget();
  ScopedFaultBudget(const ScopedFaultBudget &) = delete;
  ScopedFaultBudget &operator=(const ScopedFaultBudget &) = delete;
  bool checking() const { return checking_; }

private:
  uint64_t budget_;
  const char *file_;
  int line_;
  const char *what_;
  int warmups_;
  bool checking_;
  int uncaught_;
  internal::WarmupState *state_;
  FaultMeter meter_;
};

// The GoogleTest listener: per test, minor and major faults as RecordProperty entries
// (faultline_minor_faults, faultline_major_faults, faultline_method; with the shim
// faultline_site_faults and faultline_site_1..N) that land in gtest's XML, as
// <CTestMeasurement> lines on stdout that ctest keeps (faultline.minor_faults, ...), and a
// short line per test when `print` is set or FAULTLINE_GTEST_PRINT=1.
struct ListenerOptions {
  bool xmlProperties = true;
  bool ctestMeasurements = true;
  bool print = false;
  size_t topSites = 3;
};
::testing::TestEventListener *NewFaultListener(const ListenerOptions &options = {});
// Appends the listener to gtest's listeners (once; later calls do nothing). Call it after
// InitGoogleTest and before RUN_ALL_TESTS, or link faultline::gtest_main instead of
// GTest::gtest_main.
void InstallFaultListener(const ListenerOptions &options = {});

} // namespace faultline

#define FAULTLINE_CAT_I_(a, b) a##b
#define FAULTLINE_CAT_(a, b) FAULTLINE_CAT_I_(a, b)

#define FAULTLINE_BUDGET_CHECK_(budget, warmups, fail, ...)                                     \
  switch (0)                                                                                   \
  case 0:                                                                                      \
  default:                                                                                     \
    if (const ::testing::AssertionResult faultline_ar_ = ::faultline::internal::RunWithBudget( \
            #__VA_ARGS__, (budget), (warmups), [&]() { __VA_ARGS__; }))                        \
      ;                                                                                        \
    else                                                                                       \
      fail() << faultline_ar_.message()

// The statement takes at most `budget` minor faults (non-fatal / fatal failure otherwise).
#define FAULTLINE_EXPECT_FAULTS_LE(budget, ...)                                                \
  FAULTLINE_BUDGET_CHECK_(budget, 0, ADD_FAILURE, __VA_ARGS__)
#define FAULTLINE_ASSERT_FAULTS_LE(budget, ...)                                                \
  FAULTLINE_BUDGET_CHECK_(budget, 0, GTEST_FAIL, __VA_ARGS__)
// The same after running the statement `warmups` times unmeasured first (glibc maps the first
// large blocks fresh before its dynamic threshold settles; caches fill on first use).
#define FAULTLINE_EXPECT_FAULTS_LE_WARM(budget, warmups, ...)                                  \
  FAULTLINE_BUDGET_CHECK_(budget, warmups, ADD_FAILURE, __VA_ARGS__)
#define FAULTLINE_ASSERT_FAULTS_LE_WARM(budget, warmups, ...)                                  \
  FAULTLINE_BUDGET_CHECK_(budget, warmups, GTEST_FAIL, __VA_ARGS__)

// Scoped guards: the rest of the enclosing scope takes at most `budget` minor faults. The
// _WARM form skips the check for the first `warmups` entries of this scope in each test.
#define FAULTLINE_FAULT_BUDGET(budget)                                                         \
  static ::faultline::internal::WarmupState FAULTLINE_CAT_(faultline_warm_, __LINE__);         \
  ::faultline::ScopedFaultBudget FAULTLINE_CAT_(faultline_budget_, __LINE__)(                  \
      (budget), __FILE__, __LINE__, "scope", 0, &FAULTLINE_CAT_(faultline_warm_, __LINE__))
#define FAULTLINE_FAULT_BUDGET_WARM(budget, warmups)                                           \
  static ::faultline::internal::WarmupState FAULTLINE_CAT_(faultline_warm_, __LINE__);         \
  ::faultline::ScopedFaultBudget FAULTLINE_CAT_(faultline_budget_, __LINE__)(                  \
      (budget), __FILE__, __LINE__, "scope", (warmups),                                        \
      &FAULTLINE_CAT_(faultline_warm_, __LINE__))
