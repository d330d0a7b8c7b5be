// The join's kept-on-success step (KeptOnSuccess.h): a block freed only on failure and kept by
// the callee it is handed to.
#include "rules/program/ProgramTestFacts.h"

#include <gtest/gtest.h>

namespace faultline::rules {
namespace {

using namespace testing;
using namespace programtest;

// A loop block freed only on failure returns (releasedOnFailureOnly) and handed to pass_on,
// which passes it to keep, which stores its parameter (`list->buf = p;`): kept on success, no
// finding. Without keep's storedParameters, or without the flag, the finding stays.
TEST(Program, FailureOnlyReleaseKeptByStoringCalleeThroughAPassOn) {
  auto build = [](bool flag, bool stores) {
    facts::FunctionFacts keep = fn("keep", "/src/list.c");
    keep.parameterKeys = {"p@3:17"};
    if (stores)
      keep.storedParameters = {0};
    facts::FunctionFacts passOn = fn("pass_on", "/src/list.c");
    passOn.parameterKeys = {"q@8:20"};
    facts::CallSite inner = call("keep", "/src/list.c", 9, -1);
    inner.argumentKeys = {"q@8:20"};
    passOn.calls = {inner};
    facts::FunctionFacts loopFn = fn("work", "/src/work.c", {loop(0)});
    facts::Block b = mallocFreed(1 << 20, 0, 20, 0, 22);
    b.range = in("/src/work.c", 20);
    b.ownerKey = "buf@20:11";
    b.releasedOnFailureOnly = flag;
    loopFn.blocks = {b};
    facts::CallSite handOff = call("pass_on", "/src/work.c", 30, 0);
    handOff.argumentKeys = {"buf@20:11"};
    loopFn.calls = {handOff};
    return withRule(analyzeProgram({tu("/src/list.c", {keep, passOn}), tu("/src/work.c", {loopFn})},
                                   {}),
                    "faultline-loop-alloc");
  };
  EXPECT_TRUE(build(true, true).empty());
  EXPECT_EQ(build(true, false).size(), 1u);
  EXPECT_EQ(build(false, true).size(), 1u);
}

} // namespace
} // namespace faultline::rules
