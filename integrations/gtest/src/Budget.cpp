// Fault budgets: the check behind FAULTLINE_EXPECT_FAULTS_LE* and the scoped guard.
#include "faultline/gtest.h"

#include <exception>
#include <string>
#include <vector>

namespace faultline {

::testing::AssertionResult CheckFaultBudget(const char *what, uint64_t budget, int warmups,
                                            const FaultSample &s) {
  if (s.minorFaults <= budget)
    return ::testing::AssertionSuccess();
  ::testing::AssertionResult r = ::testing::AssertionFailure();
  r << "Fault budget exceeded: `" << what << "` took " << s.minorFaults << " minor fault"
    << (s.minorFaults == 1 ? "" : "s") << ", budget " << budget;
  if (warmups > 0)
    r << "\n  measured after " << warmups << " warm-up run" << (warmups == 1 ? "" : "s")
      << ": the statement ran " << warmups << (warmups == 1 ? " time" : " times")
      << " unmeasured first, so one-time costs (first-touch faults of memory it keeps and "
         "reuses, glibc's threshold settling, caches filling) are not counted";
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

std::string Entries(int first, int last) {
  return first == last ? "entry " + std::to_string(first)
                       : "entries " + std::to_string(first) + "\u2013" + std::to_string(last);
}

// Reports a scope's pending failure: once, with the entries it happened on.
void Flush(internal::WarmupState &state, int warmups) {
  if (state.pending.empty())
    return;
  std::string where = Entries(state.pendingFirst, state.pendingLast);
  if (state.pendingFirst != state.pendingLast)
    where += " (the same failure on each)";
  std::string warm =
      warmups > 0 ? "; " + Entries(1, warmups) + (warmups == 1 ? " was" : " were") +
                        " warm-up: run but not checked, so one-time costs (first-touch faults of "
                        "memory the code keeps and reuses, glibc's threshold settling, caches "
                        "filling) are not counted"
                  : "";
  ADD_FAILURE_AT(state.file, state.line)
      << state.pending << "\n  on " << where << " of this scope in this test" << warm;
  state.pending.clear();
}

// The scopes with a pending failure, reported when the test ends (gtest still charges a
// failure added in OnTestEnd to the test, and calls this listener before its printer).
struct PendingScope {
  internal::WarmupState *state;
  int warmups;
};
std::vector<PendingScope> &Pending() {
  static std::vector<PendingScope> pending;
  return pending;
}
class FlushAtTestEnd : public ::testing::EmptyTestEventListener {
  void OnTestEnd(const ::testing::TestInfo &) override {
    for (PendingScope &p : Pending())
      Flush(*p.state, p.warmups);
    Pending().clear();
  }
};
void Defer(internal::WarmupState &state, int warmups) {
  static bool installed = false;
  if (!installed) {
    installed = true;
    ::testing::UnitTest::GetInstance()->listeners().Append(new FlushAtTestEnd);
  }
  for (PendingScope &p : Pending())
    if (p.state == &state)
      return;
  Pending().push_back({&state, warmups});
}
} // namespace

ScopedFaultBudget::ScopedFaultBudget(uint64_t budget, const char *file, int line,
                                     const char *what, int warmups,
                                     internal::WarmupState *state)
    : budget_(budget), file_(file), line_(line), what_(what), warmups_(warmups),
      checking_(true), uncaught_(std::uncaught_exceptions()), state_(state) {
  if (state) {
    const void *test = CurrentTest();
    if (state->test != test) {
      state->test = test;
      state->entries = 0;
      state->pending.clear(); // reported at the end of the test that had it
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
  if (!state_) {
    ::testing::AssertionResult r = CheckFaultBudget(what.c_str(), budget_, warmups_, s);
    if (!r)
      ADD_FAILURE_AT(file_, line_) << r.message();
    return;
  }
  // Per entry: which one failed, and identical failures of consecutive entries as one.
  internal::WarmupState &state = *state_;
  int entry = state.entries;
  ::testing::AssertionResult r = CheckFaultBudget(what.c_str(), budget_, 0, s);
  if (!state.pending.empty() && (r || state.pending != r.message() ||
                                 state.pendingLast != entry - 1))
    Flush(state, warmups_);
  if (r)
    return;
  if (state.pending.empty()) {
    state.pending = r.message();
    state.pendingFirst = entry;
    state.file = file_;
    state.line = line_;
  }
  state.pendingLast = entry;
  Defer(state, warmups_);
}

} // namespace faultline
