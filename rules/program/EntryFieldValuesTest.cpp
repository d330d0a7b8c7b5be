// A field the loop's entry fixes (EntryFieldValues.h): `open_db(path, block)` before the loop
// sets `db->trimmed = 0`; the loop calls `open_track(block)`, which calls `late_trim` (1 MiB
// per call) only `if (db->trimmed)`; `trim_db`, which writes the field, runs after the loop.
#include "rules/program/ProgramTestFacts.h"

#include <gtest/gtest.h>

namespace faultline::rules {
namespace {

using namespace testing;
using namespace programtest;

struct TrackLoop {
  bool trimInLoop = false;       // trim_db is called inside the loop
  bool resetInBranch = false;    // open_db's call is not on the straight line
  int64_t resetValue = 0;        // what open_db stores
  bool blockVaries = false;      // another object each iteration (not the parameter)
  bool loopWritesField = false;  // the loop's own function writes the field
  bool calleeWritesWhole = false; // a callee of open_track writes the whole record
  bool resetAfterLoop = false;   // open_db is called after the loop
};

size_t findingsOf(const TrackLoop &shape) {
  const std::string field = "DAZZ_DB::trimmed";
  facts::FunctionFacts late = fn("late_trim", "/src/db.c");
  late.blocks.push_back(scratch("/src/db.c", 30, 1 << 20));
  facts::FunctionFacts track = fn("open_track", "/src/db.c");
  facts::ValueTest trimmed; // `if (db->trimmed)`: runs when the field is not 0
  trimmed.left.fieldOf = 0;
  trimmed.left.field = field;
  trimmed.right = constant(0);
  trimmed.expected = false;
  track.valueTests = {trimmed};
  track.calls.push_back(call("late_trim", "/src/db.c", 45, -1, {parameter(0)}));
  track.calls.back().runsOnlyIf = 0;
  track.calls.push_back(call("read_header", "/src/db.c", 47, -1, {parameter(0)}));
  facts::FunctionFacts header = fn("read_header", "/src/db.c");
  if (shape.calleeWritesWhole)
    header.writtenFields = {"DAZZ_DB::*"};
  facts::FunctionFacts open = fn("open_db", "/src/db.c");
  facts::FieldReset reset;
  reset.parameter = 1;
  reset.field = field;
  reset.value = shape.resetValue;
  open.fieldResets = {reset};
  open.writtenFields = {field};
  facts::FunctionFacts trim = fn("trim_db", "/src/db.c");
  trim.writtenFields = {field};

  facts::FunctionFacts driver = fn("read_db", "/src/main.c", {loop(0)});
  if (shape.loopWritesField)
    driver.writtenFields = {field};
  facts::CallSite opening = call("open_db", "/src/main.c", shape.resetAfterLoop ? 40 : 10, -1,
                                 {facts::SymbolicValue{}, parameter(0)});
  opening.argumentKeys = {"", "0:block"};
  opening.straightLine = !shape.resetInBranch;
  facts::CallSite looped = call("open_track", "/src/main.c", 20, 0, {parameter(0)});
  looped.argumentKeys = {"0:block"};
  looped.argumentsVarying = {0}; // open_track writes the object: the argument "varies"
  if (shape.blockVaries) // a local walking a list: no longer the parameter
    looped.arguments[0] = facts::SymbolicValue{};
  facts::CallSite trimming = call("trim_db", "/src/main.c", 30, shape.trimInLoop ? 0 : -1, {parameter(0)});
  trimming.argumentKeys = {"0:block"};
  trimming.straightLine = !shape.trimInLoop;
  driver.calls = {opening, looped, trimming};
  std::sort(driver.calls.begin(), driver.calls.end(),
            [](const facts::CallSite &a, const facts::CallSite &b) { return a.order < b.order; });
  return withRule(analyzeProgram({tu("/src/db.c", {late, track, header, open, trim}),
                                  tu("/src/main.c", {driver})},
                                 {}),
                  "faultline-per-call-buffer")
      .size();
}

TEST(Program, AFieldTheLoopsEntryFixesDecidesTheTestsUnderIt) {
  EXPECT_EQ(findingsOf({}), 0u);
  EXPECT_EQ(findingsOf({.trimInLoop = true}), 1u);        // a writer inside the loop
  EXPECT_EQ(findingsOf({.resetInBranch = true}), 1u);     // the reset may not run
  EXPECT_EQ(findingsOf({.resetValue = 1}), 1u);           // a value the test accepts
  EXPECT_EQ(findingsOf({.blockVaries = true}), 1u);       // another object each time
  EXPECT_EQ(findingsOf({.loopWritesField = true}), 1u);   // the loop function writes it
  EXPECT_EQ(findingsOf({.calleeWritesWhole = true}), 1u); // a callee overwrites the record
  EXPECT_EQ(findingsOf({.resetAfterLoop = true}), 1u);    // reset only after the loop
}

} // namespace
} // namespace faultline::rules
