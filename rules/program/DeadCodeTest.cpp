// markDeadCode (DeadCode.h) on facts built by hand: a test of constants that never holds drops
// the block, stream and call under it; a test the extractor could not reduce to constants (a
// local assigned after its initialiser, a parameter) leaves them alone.
#include "rules/program/DeadCode.h"
#include "rules/program/ProgramTestFacts.h"

#include <gtest/gtest.h>

namespace faultline::rules {
namespace {

using namespace testing;
using namespace programtest;

// `if (use_tiles)` as the extractor writes it (WalkerTests.cpp): `left == 0` must be false for
// the branch to run. `left` is the local's constant initialiser when nothing else stores to it,
// unknown when it is assigned later, a parameter when the test reads one.
facts::ValueTest truthOf(facts::SymbolicValue left, int outer = -1) {
  facts::ValueTest t;
  t.left = left;
  t.right = constant(0);
  t.expected = false;
  t.outer = outer;
  return t;
}

// A function with one 1 MiB block, one stream and one call, all under value test 0 of `tests`.
facts::FunctionFacts guarded(std::vector<facts::ValueTest> tests) {
  facts::FunctionFacts f = fn("encode", "/src/enc.c");
  f.valueTests = std::move(tests);
  facts::Block b = scratch("/src/enc.c", 10, 1 << 20);
  b.runsOnlyIf = 0;
  f.blocks.push_back(b);
  facts::StreamOpen open;
  open.opener = "fopen";
  open.range = in("/src/enc.c", 12);
  open.order = 12;
  open.runsOnlyIf = 0;
  f.streamOpens.push_back(open);
  facts::CallSite c = call("write_tiles", "/src/enc.c", 14, -1);
  c.runsOnlyIf = 0;
  f.calls.push_back(c);
  return f;
}

// The notRepeated reasons of the function's block, stream and call after markDeadCode.
std::vector<std::string> marksOf(std::vector<facts::ValueTest> tests) {
  std::vector<facts::TranslationUnitFacts> tus{tu("/src/enc.c", {guarded(std::move(tests))})};
  program::ProgramIndex index(tus);
  program::markDeadCode(tus, index);
  const facts::FunctionFacts &f = tus[0].functions[0];
  return {f.blocks[0].notRepeated, f.streamOpens[0].notRepeated, f.calls[0].notRepeated};
}

TEST(DeadCode, AConstantLocalThatDecidesTheBranchDropsWhatItGuards) {
  // `int use_tiles = 0; if (use_tiles) { ... }`
  for (const std::string &mark : marksOf({truthOf(constant(0))}))
    EXPECT_EQ(mark, "under a test of constants that never holds");
  // `int use_tiles = 1;`: the branch runs.
  for (const std::string &mark : marksOf({truthOf(constant(1))}))
    EXPECT_EQ(mark, "");
}

TEST(DeadCode, ALocalAssignedLaterOrAParameterIsNotDecided) {
  // `int use_tiles = 0; ... use_tiles = opts->tiles; if (use_tiles)`: no constant to test.
  for (const std::string &mark : marksOf({truthOf(facts::SymbolicValue{})}))
    EXPECT_EQ(mark, "");
  // `if (tiles)` on a parameter: only a hot path's argument values decide it (ValueTests.h).
  for (const std::string &mark : marksOf({truthOf(parameter(0))}))
    EXPECT_EQ(mark, "");
}

TEST(DeadCode, AConstantConjunctDecidesTheWholeCondition) {
  // `if (ok && use_tiles)`: test 0 (ok, a parameter) is chained to test 1 (the constant local).
  for (const std::string &mark : marksOf({truthOf(parameter(0), 1), truthOf(constant(0))}))
    EXPECT_EQ(mark, "under a test of constants that never holds");
}

TEST(DeadCode, AnEarlierReasonIsKept) {
  std::vector<facts::TranslationUnitFacts> tus{tu("/src/enc.c", {guarded({truthOf(constant(0))})})};
  tus[0].functions[0].blocks[0].notRepeated = "guarded by the once-flag 'done'";
  program::ProgramIndex index(tus);
  program::markDeadCode(tus, index);
  EXPECT_EQ(tus[0].functions[0].blocks[0].notRepeated, "guarded by the once-flag 'done'");
}

// Through the join: a 1 MiB block allocated and freed in the function's own loop, under the
// toggle. The rules of the function itself (faultline-loop-alloc) read only notRepeated, so
// without markDeadCode the dead block would be reported.
TEST(DeadCode, ADeadBlockInALoopIsNotReported) {
  auto findings = [](facts::SymbolicValue toggle) {
    facts::FunctionFacts f = fn("encode", "/src/enc.c", {loop(0)});
    f.valueTests = {truthOf(toggle)};
    facts::Block b = block(facts::BlockKind::Malloc, 1 << 20, 0, 10, {release(0, 15)});
    b.range = in("/src/enc.c", 10);
    b.releases[0].range = in("/src/enc.c", 15);
    b.runsOnlyIf = 0;
    f.blocks.push_back(b);
    return withRule(analyzeProgram({tu("/src/enc.c", {f})}, {}), "faultline-loop-alloc").size();
  };
  EXPECT_EQ(findings(constant(0)), 0u);
  EXPECT_EQ(findings(constant(1)), 1u);
}

} // namespace
} // namespace faultline::rules
