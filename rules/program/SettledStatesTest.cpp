// Work past a state setter's test on a hot path (SettledStates.h): with the same object and
// value on every iteration only the first call gets there.
#include "rules/program/ProgramTestFacts.h"

#include <gtest/gtest.h>

namespace faultline::rules {
namespace {

using namespace testing;
using namespace programtest;

struct SetterLoop {
  bool objectVaries = false;
  bool valueVaries = false;
  bool flipped = false;       // the loop also calls the setter with another value
  bool repeated = false;      // the loop also calls the setter with the same constant
  bool unreadValues = false;  // both calls pass values the extractor could not read
  bool callBeforeTest = false; // the setter calls the writer before its test
  bool branch = false;        // the branch form: `if (obj->state < 1) { ...; obj->state = 1; }`
                              // over orders [5, 10)
  bool pastBranch = false;    // with the branch form, the writer called at order 12, after it
};

// `set_state(obj, on)`: `if (obj->state == on) return -1;` ending at order 5, then a call of
// `write_state`, which mallocs 1 MiB, at order 8 (or 3, before the test); the loop calls
// `set_state(obj, 0)`.
size_t findingsOf(const SetterLoop &shape) {
  facts::FunctionFacts write = fn("write_state", "/src/state.c");
  write.blocks.push_back(scratch("/src/state.c", 30, 1 << 20));
  facts::FunctionFacts setter = fn("set_state", "/src/state.c");
  facts::SettledState settled;
  settled.objectParameter = 0;
  settled.field = "state";
  settled.valueParameter = 1;
  settled.afterOrder = 5;
  if (shape.branch) {
    settled.valueParameter = -1;
    settled.constant = 1;
    settled.endOrder = 10;
  }
  setter.settledStates = {settled};
  setter.calls.push_back(call("write_state", "/src/state.c",
                              shape.callBeforeTest ? 3 : shape.pastBranch ? 12 : 8, -1, {}));
  facts::FunctionFacts driver = fn("notify_all", "/src/main.c", {loop(0)});
  driver.calls.push_back(call("set_state", "/src/main.c", 20, 0, {parameter(0), constant(0)}));
  if (shape.objectVaries) { // `for (r = list; r; r = r->next) set_state(r, 0);`
    driver.calls.back().arguments[0] = facts::SymbolicValue{};
    driver.calls.back().argumentsVarying.push_back(0);
  } else { // the setter writes the object: the argument "varies", the pointer does not
    driver.calls.back().argumentsVarying.push_back(0);
  }
  if (shape.valueVaries) {
    driver.calls.back().arguments[1] = facts::SymbolicValue{};
    driver.calls.back().argumentsVarying.push_back(1);
  }
  if (shape.flipped || shape.repeated || shape.unreadValues)
    driver.calls.push_back(call("set_state", "/src/main.c", 22, 0,
                                {parameter(0), constant(shape.flipped ? 1 : 0)}));
  if (shape.unreadValues) // `set_state(obj, low); set_state(obj, high);`, neither read
    for (size_t k = driver.calls.size() - 2; k < driver.calls.size(); ++k)
      driver.calls[k].arguments[1] = facts::SymbolicValue{};
  return withRule(analyzeProgram({tu("/src/state.c", {write, setter}), tu("/src/main.c", {driver})}, {}),
                  "faultline-per-call-buffer")
      .size();
}

TEST(Program, ASettledStateRunsItsWorkOncePerObjectAndValue) {
  EXPECT_EQ(findingsOf({}), 0u);
  EXPECT_EQ(findingsOf({.objectVaries = true}), 1u); // another object each iteration
  EXPECT_EQ(findingsOf({.valueVaries = true}), 1u);  // another value each iteration
  EXPECT_EQ(findingsOf({.flipped = true}), 1u);      // set, then reset, every iteration
  EXPECT_EQ(findingsOf({.repeated = true}), 0u);     // the same value twice settles
  EXPECT_EQ(findingsOf({.unreadValues = true}), 1u); // two unread values may differ
  EXPECT_EQ(findingsOf({.callBeforeTest = true}), 1u); // the work comes before the test
  EXPECT_EQ(findingsOf({.branch = true}), 0u);                      // inside the branch
  EXPECT_EQ(findingsOf({.valueVaries = true, .branch = true}), 0u); // the value is no parameter
  EXPECT_EQ(findingsOf({.objectVaries = true, .branch = true}), 1u);
  EXPECT_EQ(findingsOf({.branch = true, .pastBranch = true}), 1u);  // after the branch
}

} // namespace
} // namespace faultline::rules
