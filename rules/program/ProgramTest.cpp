// The whole-program join, on facts built by hand: hot functions across TUs, call paths, sizes
// through constant arguments, recursion, per-call streams. The other join steps have their own
// files beside this one (WrappersTest, KeptOnSuccessTest, ValueTestsTest, ProgramNotesTest,
// LinkUnitsTest, DeadCodeTest).
#include "rules/program/ProgramTestFacts.h"
#include "facts/builder/HostEntries.h"

#include <gtest/gtest.h>

namespace faultline::rules {
namespace {

using namespace testing;
using namespace programtest;
using facts::BlockKind;
using facts::EscapeKind;

TEST(Program, HelperCalledInALoopInAnotherFileIsAPerCallBuffer) {
  auto found = withRule(analyzeProgram(helperCalledInLoop(), {}), "faultline-per-call-buffer");
  ASSERT_EQ(found.size(), 1u);
  const Finding &f = found[0];
  EXPECT_EQ(f.range.file, "/src/kernel.c");
  EXPECT_EQ(f.range.line, 10u);
  EXPECT_EQ(f.severity, Severity::Warning);
  ASSERT_TRUE(f.loop);
  EXPECT_EQ(f.loop->file, "/src/driver.c");
  ASSERT_EQ(f.callPath.size(), 1u);
  EXPECT_EQ(f.callPath[0].caller, "run");
  EXPECT_EQ(f.callPath[0].callee, "pack_block");
  EXPECT_EQ(f.callPath[0].range.line, 20u);
  EXPECT_NE(f.message.find("on every call of 'pack_block'"), std::string::npos) << f.message;
  EXPECT_NE(noteContaining(f, "called in the loop here"), nullptr);
}

TEST(Program, HelperCalledOnceIsNotAFinding) {
  EXPECT_TRUE(analyzeProgram(helperCalledInLoop(/*inLoop=*/false), {}).empty());
}

// A CPython method table's pseudo-function (facts/builder/HostEntries.h): one loop calling
// each registered function. The helper it calls is hot, but the repetition is assumed, so the
// finding is low confidence, says so, and points at the table entry instead of a loop.
TEST(Program, FunctionInAPythonMethodTableIsHotAtLowConfidence) {
  facts::FunctionFacts method = fn("Reader_read", "/src/ext.c");
  method.blocks.push_back(scratch("/src/ext.c", 10, 1 << 20));
  facts::FunctionFacts table = fn("PyMethodDef table 'Reader_methods'", "/src/ext.c", {loop(0)});
  table.usr = std::string(builder::kHostTablePrefix) + "/src/ext.c@Reader_methods";
  table.calls.push_back(call("Reader_read", "/src/ext.c", 40, 0));
  auto found = withRule(analyzeProgram({tu("/src/ext.c", {method, table})}, {}),
                        "faultline-per-call-buffer");
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].range.line, 10u);
  EXPECT_EQ(found[0].confidence, Confidence::Low);
  EXPECT_NE(found[0].message.find("repetition assumed"), std::string::npos) << found[0].message;
  const auto *note = noteContaining(found[0], "registered here in the PyMethodDef table");
  ASSERT_NE(note, nullptr);
  EXPECT_EQ(note->range.line, 40u);

  // The same table as an ordinary loop (another key): a seen loop, medium confidence.
  table.usr = "c:@F@not_a_table";
  auto seen = withRule(analyzeProgram({tu("/src/ext.c", {method, table})}, {}),
                       "faultline-per-call-buffer");
  ASSERT_EQ(seen.size(), 1u);
  EXPECT_NE(seen[0].confidence, Confidence::Low);
}

TEST(Program, ChainOfThreeCallsGivesTheWholePath) {
  facts::FunctionFacts leaf = fn("leaf", "/src/c.c");
  leaf.blocks.push_back(scratch("/src/c.c", 5, 2 << 20));
  facts::FunctionFacts mid = fn("mid", "/src/b.c");
  mid.calls.push_back(call("leaf", "/src/b.c", 7, -1));
  facts::FunctionFacts top = fn("top", "/src/b.c");
  top.calls.push_back(call("mid", "/src/b.c", 17, -1));
  facts::FunctionFacts main = fn("main", "/src/a.c", {loop(0)});
  main.calls.push_back(call("top", "/src/a.c", 30, 0));
  auto found = withRule(analyzeProgram({tu("/src/c.c", {leaf}), tu("/src/b.c", {mid, top}),
                                        tu("/src/a.c", {main})},
                                       {}),
                        "faultline-per-call-buffer");
  ASSERT_EQ(found.size(), 1u);
  ASSERT_EQ(found[0].callPath.size(), 3u);
  EXPECT_EQ(found[0].callPath[0].caller, "main");
  EXPECT_EQ(found[0].callPath[1].caller, "top");
  EXPECT_EQ(found[0].callPath[2].caller, "mid");
  EXPECT_EQ(found[0].callPath[2].callee, "leaf");
}

TEST(Program, SizeFromAConstantArgumentAtTheHotCallSite) {
  facts::FunctionFacts helper = fn("scale", "/src/k.c");
  facts::Block b = scratch("/src/k.c", 10, std::nullopt);
  b.size.expression = "n * sizeof(double)";
  b.size.dependsOnParameter = 0;
  b.size.parameterMultiplier = 8;
  helper.blocks.push_back(b);
  facts::FunctionFacts middle = fn("middle", "/src/k.c");
  middle.calls.push_back(call("scale", "/src/k.c", 30, -1, {parameter(0, 2)})); // scale(2 * m)
  facts::FunctionFacts driver = fn("run", "/src/d.c", {loop(0)});
  driver.calls.push_back(call("middle", "/src/d.c", 40, 0, {constant(65536)}));
  auto found = withRule(analyzeProgram({tu("/src/k.c", {helper, middle}), tu("/src/d.c", {driver})},
                                       {}),
                        "faultline-per-call-buffer");
  ASSERT_EQ(found.size(), 1u);
  ASSERT_TRUE(found[0].sizeBytes);
  EXPECT_EQ(*found[0].sizeBytes, 8u * 2 * 65536); // 1 MiB
  EXPECT_EQ(found[0].confidence, Confidence::High);
  EXPECT_NE(noteContaining(found[0], "given by the call of 'middle' in 'run'"), nullptr);
}

TEST(Program, UnresolvedSizeStaysUnknownAtLowConfidence) {
  facts::FunctionFacts helper = fn("scale", "/src/k.c");
  facts::Block b = scratch("/src/k.c", 10, std::nullopt);
  b.size.dependsOnParameter = 0;
  b.size.parameterMultiplier = 8;
  helper.blocks.push_back(b);
  facts::FunctionFacts driver = fn("run", "/src/d.c", {loop(0)});
  driver.calls.push_back(call("scale", "/src/d.c", 40, 0, {facts::SymbolicValue{}}));
  auto found = withRule(analyzeProgram({tu("/src/k.c", {helper}), tu("/src/d.c", {driver})}, unknownSizesAsNotes()),
                        "faultline-per-call-buffer");
  ASSERT_EQ(found.size(), 1u);
  EXPECT_FALSE(found[0].sizeBytes);
  EXPECT_EQ(found[0].confidence, Confidence::Low);
}

TEST(Program, UnknownSizeDeepBelowALoopIsNotReported) {
  facts::FunctionFacts leaf = fn("leaf", "/src/c.c");
  leaf.blocks.push_back(scratch("/src/c.c", 5, std::nullopt));
  facts::FunctionFacts mid = fn("mid", "/src/b.c");
  mid.calls.push_back(call("leaf", "/src/b.c", 7, -1));
  facts::FunctionFacts main = fn("main", "/src/a.c", {loop(0)});
  main.calls.push_back(call("mid", "/src/a.c", 30, 0));
  EXPECT_TRUE(analyzeProgram({tu("/src/c.c", {leaf}), tu("/src/b.c", {mid}),
                              tu("/src/a.c", {main})},
                             unknownSizesAsNotes())
                  .empty());
  // Called directly in the loop, the same block is reported (at low confidence).
  main.calls.push_back(call("leaf", "/src/a.c", 31, 0));
  EXPECT_EQ(withRule(analyzeProgram({tu("/src/c.c", {leaf}), tu("/src/b.c", {mid}),
                                     tu("/src/a.c", {main})},
                                    unknownSizesAsNotes()),
                     "faultline-per-call-buffer")
                .size(),
            1u);
}

TEST(Program, SmallSizeThroughTheCallIsNotAFinding) {
  facts::FunctionFacts helper = fn("scale", "/src/k.c");
  facts::Block b = scratch("/src/k.c", 10, std::nullopt);
  b.size.dependsOnParameter = 0;
  b.size.parameterMultiplier = 1;
  helper.blocks.push_back(b);
  facts::FunctionFacts driver = fn("run", "/src/d.c", {loop(0)});
  driver.calls.push_back(call("scale", "/src/d.c", 40, 0, {constant(4096)}));
  EXPECT_TRUE(analyzeProgram({tu("/src/k.c", {helper}), tu("/src/d.c", {driver})}, {}).empty());
}

TEST(Program, RecursionRepeatsWithoutALoopAndTerminates) {
  facts::FunctionFacts walk = fn("walk", "/src/tree.c");
  walk.blocks.push_back(scratch("/src/tree.c", 5, 1 << 20));
  walk.calls.push_back(call("walk", "/src/tree.c", 12, -1));
  facts::FunctionFacts a = fn("ping", "/src/tree.c"), b = fn("pong", "/src/tree.c");
  a.calls.push_back(call("pong", "/src/tree.c", 30, -1));
  b.calls.push_back(call("ping", "/src/tree.c", 40, -1));
  auto found = withRule(analyzeProgram({tu("/src/tree.c", {walk, a, b})}, {}),
                        "faultline-per-call-buffer");
  ASSERT_EQ(found.size(), 1u);
  EXPECT_NE(found[0].message.find("recursively"), std::string::npos) << found[0].message;
}

TEST(Program, HelperWithoutItsOwnAllocationOrWithAStaticCacheIsNotAFinding) {
  auto tus = helperCalledInLoop();
  tus[0].functions[0].blocks[0].escape = EscapeKind::Static; // static char *cache = malloc(...)
  EXPECT_TRUE(analyzeProgram(tus, {}).empty());
  tus[0].functions[0].blocks.clear(); // the buffer comes from the caller
  EXPECT_TRUE(analyzeProgram(tus, {}).empty());
}

TEST(Program, ContainersAndStreamsPerCallUseTheirOwnRules) {
  facts::FunctionFacts helper = fn("load", "/src/io.cpp");
  facts::Block v = scratch("/src/io.cpp", 5, 1 << 20);
  v.kind = BlockKind::Container;
  v.allocator = "std::vector<char>";
  v.releases[0].kind = facts::ReleaseKind::ScopeEnd;
  helper.blocks.push_back(v);
  facts::StreamOpen open;
  open.opener = "fopen";
  open.range = in("/src/io.cpp", 7);
  open.order = 7;
  open.stream = "f@7:9";
  open.pathConstant = true; // fopen("/var/log/app.log", ...): the same file on every call
  open.closes.push_back(release(-1, 9, facts::ReleaseKind::Free, "fclose"));
  helper.streamOpens.push_back(open);
  facts::FunctionFacts driver = fn("run", "/src/main.cpp", {loop(0)});
  driver.calls.push_back(call("load", "/src/main.cpp", 20, 0));
  auto all = analyzeProgram({tu("/src/io.cpp", {helper}), tu("/src/main.cpp", {driver})}, {});
  ASSERT_EQ(withRule(all, "faultline-vector-temporary").size(), 1u);
  ASSERT_EQ(withRule(all, "faultline-stdio-in-loop").size(), 1u);
  EXPECT_EQ(withRule(all, "faultline-stdio-in-loop")[0].callPath.size(), 1u);
  EXPECT_TRUE(withRule(all, "faultline-per-call-buffer").empty());
  auto none = analyzeProgram({tu("/src/io.cpp", {helper}), tu("/src/main.cpp", {driver})}, {},
                             {"faultline-vector-temporary", "faultline-stdio-in-loop"});
  EXPECT_TRUE(none.empty());
}

// A helper that opens and closes a stream per call is churn only when it opens the same file every
// time: a constant path, or a path parameter the loop passes unchanged.
TEST(Program, PerCallStreamsAreChurnOnlyForTheSameFile) {
  auto build = [](bool constant, int pathParameter, std::vector<int> varying) {
    facts::FunctionFacts helper = fn("load", "/src/io.c");
    helper.parameterKeys = {"path@3:24"};
    facts::StreamOpen open;
    open.opener = "fopen";
    open.range = in("/src/io.c", 7);
    open.order = 7;
    open.stream = "f@7:9";
    open.pathConstant = constant;
    open.pathParameter = pathParameter;
    open.closes.push_back(release(-1, 9, facts::ReleaseKind::Free, "fclose"));
    helper.streamOpens.push_back(open);
    facts::FunctionFacts driver = fn("run", "/src/main.c", {loop(0)});
    facts::CallSite c = call("load", "/src/main.c", 20, 0);
    c.arguments.resize(1);
    c.argumentKeys = {""};
    c.argumentsVarying = std::move(varying);
    driver.calls.push_back(c);
    return withRule(analyzeProgram({tu("/src/io.c", {helper}), tu("/src/main.c", {driver})}, {}),
                    "faultline-stdio-in-loop")
        .size();
  };
  EXPECT_EQ(build(true, -1, {}), 1u);  // fopen("/etc/app.conf")
  EXPECT_EQ(build(false, 0, {}), 1u);  // load(log_path) with the same path every iteration
  EXPECT_EQ(build(false, 0, {0}), 0u); // load(argv[i]): one file per item
  EXPECT_EQ(build(false, -1, {}), 0u); // a path the helper computes: per-item work
}

TEST(Program, ResultDoesNotDependOnTheOrderOfTranslationUnits) {
  auto tus = helperCalledInLoop();
  auto forward = analyzeProgram(tus, {});
  std::reverse(tus.begin(), tus.end());
  auto backward = analyzeProgram(tus, {});
  ASSERT_EQ(forward.size(), backward.size());
  for (size_t i = 0; i < forward.size(); ++i) {
    EXPECT_EQ(forward[i].message, backward[i].message);
    EXPECT_EQ(forward[i].range, backward[i].range);
  }
}

} // namespace
} // namespace faultline::rules
