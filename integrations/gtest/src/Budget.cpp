// Fault budgets: the check behind FAULTLINE_EXPECT_FAULTS_LE* and the scoped guard.
#include "faultline/gtest.h"

#include <exception>

namespace faultline {

::testing::AssertionResult CheckFaultBudget(const char *what, uint64_t budget, int warmups,
                                            const FaultSample &s) {
  if (s.minorFaults <= budget)
    return ::testing::AssertionSuccess();
  ::testing::AssertionResult r = ::testing::AssertionFailure();
  r << "Fault budget exceeded: `" << what << "` took " << s.minorFaults << " minor fault"
    << (s.minorFaults == 1 ? "" : "s") << ", budget " << budget;
  if (warmups > 0)
    r << " (measured after " << warmups << " warm-up run" << (warmups == 1 ? "" : "s") << ")";
  r << "\n  counted by getrusage over the process";
  if (s.majorFaults)
    r << "; " << s.majorFaults << " major fault" << (s.majorFaults == 1 ? "" : "s");
  if (!s.shim) {
    r << "\n  libfaultline-rt.so is not preloaded, so no per-site attribution "
         "(faultline_gtest_discover_tests() or `faultline run` preloads it)";
    return r;
  }
  r << "\n  " << s.method.substr(s.method.find("libfaultline-rt")) << " charged " << s.siteFaults
    << " of them to call sites";
  if (s.sites.empty()) {
    r << " (none: the faults are not in blocks it traces, or the blocks are still alive)";
    return r;
  }
  r << "; top sites:";
  for (const SiteFaults &site : s.sites)
    r << "\n    " << site.Describe();
  return r;
}

namespace {
const void *CurrentTest() {
  return ::testing::UnitTest::GetInstance()->current_test_info();
}
} // namespace

ScopedFaultBudget::ScopedFaultBudget(uint64_t budget, const char *file, int line,
                                     const char *what, int warmups,
                                     internal::WarmupState *state)
    : budget_(budget), file_(file), line_(line), what_(what), warmups_(warmups),
      checking_(true), uncaught_(std::uncaught_exceptions()) {
  if (state && warmups > 0) {
    const void *test = CurrentTest();
    if (state->test != test) {
      state->test = test;
      state->entries = 0;
    }
    checking_ = state->entries++ >= warmups;
  }
  if (checking_)
    meter_.Start();
}

ScopedFaultBudget::~ScopedFaultBudget() {
  if (!checking_)
    return;
  FaultSample s = meter_.Stop();
  if (std::uncaught_exceptions() > uncaught_)
    return; // unwinding: the scope did not finish its work
  std::string what = std::string(what_) + " at " + file_ + ":" + std::to_string(line_);
  ::testing::AssertionResult r = CheckFaultBudget(what.c_str(), budget_, warmups_, s);
  if (!r)
    ADD_FAILURE_AT(file_, line_) << r.message();
}

} // namespace faultline
