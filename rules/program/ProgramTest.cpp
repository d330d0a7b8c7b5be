// The whole-program join, on facts built by hand: hot functions across TUs, call paths, sizes
// through constant arguments, wrappers, recursion, allocator settings and threads.
#include "facts/builder/HostEntries.h"
#include "rules/Program.h"
#include "rules/TestFacts.h"
#include "rules/program/ProgramIndex.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace faultline::rules {
namespace {

using namespace testing;
using facts::BlockKind;
using facts::EscapeKind;

facts::SourceRange in(const std::string &file, unsigned line) {
  return {file, line, 3, line, 20};
}

facts::FunctionFacts fn(const std::string &name, const std::string &file,
                        std::vector<facts::Loop> loops = {}) {
  facts::FunctionFacts f;
  f.name = name;
  f.usr = "c:@F@" + name;
  f.range = in(file, 1);
  f.loops = std::move(loops);
  for (facts::Loop &l : f.loops)
    l.range = in(file, 100 + l.id);
  return f;
}

facts::CallSite call(const std::string &callee, const std::string &file, unsigned line,
                     int loopId, std::vector<facts::SymbolicValue> args = {}) {
  facts::CallSite c;
  c.callee = callee;
  c.calleeUsr = "c:@F@" + callee;
  c.range = in(file, line);
  c.loop = loopId;
  c.order = line;
  c.arguments = std::move(args);
  c.resultEscape = EscapeKind::Unknown;
  return c;
}

facts::SymbolicValue constant(int64_t v) {
  facts::SymbolicValue s;
  s.constant = v;
  return s;
}

facts::SymbolicValue parameter(int p, int64_t multiplier = 1) {
  facts::SymbolicValue s;
  s.parameter = p;
  s.multiplier = multiplier;
  return s;
}

// malloc at `line` in `file`, outside any loop of its function, freed at line + 5.
facts::Block scratch(const std::string &file, unsigned line, std::optional<uint64_t> bytes) {
  facts::Block b = block(BlockKind::Malloc, bytes, -1, line, {release(-1, line + 5)});
  b.range = in(file, line);
  b.releases[0].range = in(file, line + 5);
  return b;
}

facts::TranslationUnitFacts tu(const std::string &file, std::vector<facts::FunctionFacts> fs) {
  facts::TranslationUnitFacts t;
  t.mainFile = file;
  t.functions = std::move(fs);
  return t;
}

std::vector<Finding> withRule(const std::vector<Finding> &all, const std::string &id) {
  std::vector<Finding> out;
  std::copy_if(all.begin(), all.end(), std::back_inserter(out),
               [&](const Finding &f) { return f.ruleId == id; });
  return out;
}

// A helper in one file allocating 1 MiB per call, called from a loop in another file.
std::vector<facts::TranslationUnitFacts> helperCalledInLoop(bool inLoop = true) {
  facts::FunctionFacts helper = fn("pack_block", "/src/kernel.c");
  helper.blocks.push_back(scratch("/src/kernel.c", 10, 1 << 20));
  facts::FunctionFacts driver = fn("run", "/src/driver.c", {loop(0)});
  driver.calls.push_back(call("pack_block", "/src/driver.c", 20, inLoop ? 0 : -1));
  return {tu("/src/kernel.c", {helper}), tu("/src/driver.c", {driver})};
}

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
  auto found = withRule(analyzeProgram({tu("/src/k.c", {helper}), tu("/src/d.c", {driver})}, {}),
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
                             {})
                  .empty());
  // Called directly in the loop, the same block is reported (at low confidence).
  main.calls.push_back(call("leaf", "/src/a.c", 31, 0));
  EXPECT_EQ(withRule(analyzeProgram({tu("/src/c.c", {leaf}), tu("/src/b.c", {mid}),
                                     tu("/src/a.c", {main})},
                                    {}),
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

// xmalloc(n) returns malloc(n); xfree(p) frees p; a loop elsewhere does p = xmalloc(1 MiB) and
// xfree(p): a loop-alloc finding at the xmalloc call, although no malloc is in sight there.
TEST(Program, AllocatorWrappersAcrossFilesBecomeBlocks) {
  facts::FunctionFacts xmalloc = fn("xmalloc", "/src/util.c");
  facts::Block b = block(BlockKind::Malloc, std::nullopt, -1, 3);
  b.range = in("/src/util.c", 3);
  b.escape = EscapeKind::Returned;
  b.size.dependsOnParameter = 0;
  b.size.parameterMultiplier = 1;
  xmalloc.blocks.push_back(b);
  facts::FunctionFacts xfree = fn("xfree", "/src/util.c");
  xfree.parameterKeys = {"p@8:13"};
  xfree.releasedParameters = {0};
  facts::FunctionFacts loopFn = fn("work", "/src/work.c", {loop(0)});
  facts::CallSite alloc = call("xmalloc", "/src/work.c", 20, 0, {constant(1 << 20)});
  alloc.resultKey = "buf@20:11";
  alloc.resultEscape = EscapeKind::None;
  facts::CallSite release = call("xfree", "/src/work.c", 25, 0);
  release.argumentKeys = {"buf@20:11"};
  loopFn.calls = {alloc, release};
  auto found = withRule(analyzeProgram({tu("/src/util.c", {xmalloc, xfree}),
                                        tu("/src/work.c", {loopFn})},
                                       {}),
                        "faultline-loop-alloc");
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].range.file, "/src/work.c");
  EXPECT_EQ(found[0].range.line, 20u);
  ASSERT_TRUE(found[0].sizeBytes);
  EXPECT_EQ(*found[0].sizeBytes, 1u << 20);
  EXPECT_NE(noteContaining(found[0], "'xfree'"), nullptr);
}

TEST(Program, WrapperResultStoredAwayIsNotAFinding) {
  facts::FunctionFacts xmalloc = fn("xmalloc", "/src/util.c");
  facts::Block b = block(BlockKind::Malloc, 1 << 20, -1, 3);
  b.escape = EscapeKind::Returned;
  xmalloc.blocks.push_back(b);
  facts::FunctionFacts loopFn = fn("work", "/src/work.c", {loop(0)});
  facts::CallSite alloc = call("xmalloc", "/src/work.c", 20, 0);
  alloc.resultEscape = EscapeKind::StoredOutside;
  loopFn.calls = {alloc};
  EXPECT_TRUE(analyzeProgram({tu("/src/util.c", {xmalloc}), tu("/src/work.c", {loopFn})}, {})
                  .empty());
}

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

// A helper mallocs 1 MiB under `if (PREDICATE)` (then branch) or in its else branch; the
// predicate `is_mark(name)` returns `name == mark` (a string comparison); the loop passes
// `value` for name.
size_t underPredicate(facts::SymbolicValue value, facts::SymbolicValue mark, bool inElse,
                      bool isVirtual = false) {
  facts::FunctionFacts isMark = fn("is_mark", "/src/names.c");
  facts::ValueTest equal;
  equal.left = parameter(0);
  equal.right = mark;
  isMark.valueTests = {equal};
  isMark.returnsTest = 0;
  facts::FunctionFacts helper = fn("emit", "/src/emit.c");
  helper.calls.push_back(call("is_mark", "/src/emit.c", 8, -1, {parameter(0)}));
  helper.calls.back().isVirtual = isVirtual;
  facts::ValueTest guard;
  guard.call = 0;
  guard.expected = !inElse;
  helper.valueTests = {guard};
  facts::Block b = scratch("/src/emit.c", 10, 1 << 20);
  b.runsOnlyIf = 0;
  helper.blocks.push_back(b);
  facts::FunctionFacts driver = fn("run", "/src/main.c", {loop(0)});
  driver.calls.push_back(call("emit", "/src/main.c", 20, 0, {value}));
  return withRule(analyzeProgram({tu("/src/names.c", {isMark}), tu("/src/emit.c", {helper}),
                                  tu("/src/main.c", {driver})},
                                 {}),
                  "faultline-per-call-buffer")
      .size();
}

TEST(Program, AnIfTheLoopsConstantArgumentDecidesCutsWhatItGuards) {
  auto text = [](const std::string &s) {
    facts::SymbolicValue v;
    v.text = s;
    return v;
  };
  auto symbol = [](const std::string &s) {
    facts::SymbolicValue v;
    v.symbol = s;
    return v;
  };
  EXPECT_EQ(underPredicate(text("stdout"), text("stdout"), /*inElse=*/true), 0u);
  EXPECT_EQ(underPredicate(text("stdout"), text("stdout"), /*inElse=*/false), 1u);
  EXPECT_EQ(underPredicate(text("out.bin"), text("stdout"), /*inElse=*/true), 1u);
  EXPECT_EQ(underPredicate(text("out.bin"), text("stdout"), /*inElse=*/false), 0u);
  EXPECT_EQ(underPredicate(constant(2), constant(2), /*inElse=*/true), 0u);
  // Fast mode's unresolved names: equal to themselves, unknown against anything else.
  EXPECT_EQ(underPredicate(symbol("STDOUT_MARK"), symbol("STDOUT_MARK"), /*inElse=*/true), 0u);
  EXPECT_EQ(underPredicate(symbol("OTHER_MARK"), symbol("STDOUT_MARK"), /*inElse=*/true), 1u);
  EXPECT_EQ(underPredicate(symbol("OTHER_MARK"), symbol("STDOUT_MARK"), /*inElse=*/false), 1u);
  EXPECT_EQ(underPredicate(text("stdout"), symbol("STDOUT_MARK"), /*inElse=*/true), 1u);
  // A virtual predicate: an override may answer otherwise.
  EXPECT_EQ(underPredicate(text("stdout"), text("stdout"), /*inElse=*/true, /*isVirtual=*/true), 1u);
  // Nothing known of the argument: the code runs.
  EXPECT_EQ(underPredicate(facts::SymbolicValue{}, text("stdout"), /*inElse=*/true), 1u);
  EXPECT_EQ(underPredicate(facts::SymbolicValue{}, text("stdout"), /*inElse=*/false), 1u);
}

TEST(Program, MalloptInAThirdFileRaisesSeverityAndSaysWhere) {
  auto tus = helperCalledInLoop();
  facts::FunctionFacts init = fn("configure", "/src/init.c");
  init.allocatorSettings.push_back({"mallopt", "M_MMAP_THRESHOLD", "131072", in("/src/init.c", 4)});
  tus.push_back(tu("/src/init.c", {init}));
  auto found = withRule(analyzeProgram(tus, {}), "faultline-per-call-buffer");
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].severity, Severity::Error);
  const FindingNote *note = noteContaining(found[0], "dynamic mmap threshold is off");
  ASSERT_NE(note, nullptr);
  EXPECT_EQ(note->range.file, "/src/init.c");
  EXPECT_NE(note->message.find("257"), std::string::npos) << note->message;
}

TEST(Program, AHighThresholdOrMmapOffIsNotAPin) {
  for (auto [param, value] : {std::pair{"M_MMAP_THRESHOLD", "33554432"},
                              std::pair{"M_MMAP_MAX", "0"}}) {
    auto tus = helperCalledInLoop();
    facts::FunctionFacts init = fn("configure", "/src/init.c");
    init.allocatorSettings.push_back({"mallopt", param, value, in("/src/init.c", 4)});
    tus.push_back(tu("/src/init.c", {init}));
    auto found = withRule(analyzeProgram(tus, {}), "faultline-per-call-buffer");
    ASSERT_EQ(found.size(), 1u);
    EXPECT_EQ(found[0].severity, Severity::Warning) << param;
  }
}

TEST(Program, EnvironmentSettingsAreNotedWithoutRaising) {
  auto tus = helperCalledInLoop();
  facts::FunctionFacts init = fn("configure", "/src/init.c");
  init.allocatorSettings.push_back(
      {"setenv", "GLIBC_TUNABLES", "glibc.malloc.mmap_threshold=131072", in("/src/init.c", 4)});
  tus.push_back(tu("/src/init.c", {init}));
  auto found = withRule(analyzeProgram(tus, {}), "faultline-per-call-buffer");
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].severity, Severity::Warning);
  EXPECT_NE(noteContaining(found[0], "processes started after it"), nullptr);
}

TEST(Program, CodeOnThreadsSaysSo) {
  facts::FunctionFacts worker = fn("worker", "/src/w.c", {loop(0)});
  worker.blocks.push_back(mallocFreed(1 << 20, 0, 10, 0, 12));
  worker.blocks[0].range = in("/src/w.c", 10);
  facts::FunctionFacts main = fn("main", "/src/m.c");
  facts::CallSite start = call("worker", "/src/m.c", 5, -1);
  start.startsThread = true;
  main.calls.push_back(start);
  auto found = analyzeProgram({tu("/src/w.c", {worker}), tu("/src/m.c", {main})}, {});
  ASSERT_EQ(found.size(), 1u);
  const FindingNote *note = noteContaining(found[0], "may run on a thread started here");
  ASSERT_NE(note, nullptr);
  EXPECT_EQ(note->range.file, "/src/m.c");
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

// Several programs in one database (issue 10): each defines `main` and a `process` that
// allocates 1 MiB per call, called in a loop from its own main. Program i lives in /p<i>/;
// `split` puts process in its own file /p<i>/proc.c instead of main.c.
std::vector<facts::TranslationUnitFacts> programs(int n, bool split = false,
                                                  std::vector<int> pinned = {}) {
  std::vector<facts::TranslationUnitFacts> out;
  for (int i = 0; i < n; ++i) {
    std::string dir = "/p" + std::to_string(i) + "/";
    std::string mainFile = dir + "main.c", procFile = dir + (split ? "proc.c" : "main.c");
    facts::FunctionFacts process = fn("process", procFile);
    process.range = in(procFile, 2);
    process.blocks.push_back(scratch(procFile, 10 + i, 1 << 20));
    facts::FunctionFacts main = fn("main", mainFile, {loop(0)});
    main.range = in(mainFile, 30);
    main.calls.push_back(call("process", mainFile, 40, 0));
    if (std::find(pinned.begin(), pinned.end(), i) != pinned.end())
      main.allocatorSettings.push_back(
          {"mallopt", "M_MMAP_THRESHOLD", "131072", in(mainFile, 35)});
    if (split) {
      out.push_back(tu(mainFile, {main}));
      out.push_back(tu(procFile, {process}));
    } else {
      out.push_back(tu(mainFile, {process, main}));
    }
  }
  return out;
}

std::vector<LinkUnit> unitsOf(int n) {
  std::vector<LinkUnit> out;
  for (int i = 0; i < n; ++i) {
    std::string dir = "/p" + std::to_string(i) + "/";
    out.push_back({"p" + std::to_string(i), {dir + "main.c", dir + "proc.c"}});
  }
  return out;
}

const facts::FunctionFacts *named(const facts::TranslationUnitFacts &t, const std::string &name) {
  for (const facts::FunctionFacts &f : t.functions)
    if (f.name == name)
      return &f;
  return nullptr;
}

TEST(Program, EveryDefinitionOfANameIsKeptAndHeaderCopiesAreOne) {
  auto tus = programs(3);
  facts::FunctionFacts inlineHelper = fn("clamp", "/include/util.h");
  for (auto &t : tus)
    t.functions.push_back(inlineHelper); // same key, same place: one definition
  program::ProgramIndex index(tus);
  EXPECT_EQ(index.definitions("c:@F@process").size(), 3u);
  EXPECT_EQ(index.definitions("c:@F@main").size(), 3u);
  ASSERT_EQ(index.definitions("c:@F@clamp").size(), 1u);
  EXPECT_EQ(index.tusOf(index.find("c:@F@clamp")), (std::vector<size_t>{0, 1, 2}));
  EXPECT_EQ(index.definitionOf(&tus[2].functions.back()), &tus[0].functions.back());
}

TEST(Program, ACallResolvesInItsTuThenItsLinkUnitThenToEveryCandidate) {
  // Same TU.
  {
    auto tus = programs(3);
    program::ProgramIndex index(tus);
    for (const auto &t : tus) {
      const facts::FunctionFacts *main = named(t, "main");
      auto callees = index.callees(*main, main->calls[0]);
      ASSERT_EQ(callees.size(), 1u);
      EXPECT_EQ(callees[0], named(t, "process"));
    }
  }
  // Another TU: the one sharing a link unit, else every candidate (never none, never one
  // picked arbitrarily).
  auto tus = programs(3, /*split=*/true);
  std::stable_sort(tus.begin(), tus.end(),
                   [](const auto &a, const auto &b) { return a.mainFile < b.mainFile; });
  const facts::FunctionFacts *main1 = named(tus[2], "main"); // /p1/main.c
  ASSERT_NE(main1, nullptr);
  program::ProgramIndex linked(tus, unitsOf(3));
  auto callees = linked.callees(*main1, main1->calls[0]);
  ASSERT_EQ(callees.size(), 1u);
  EXPECT_EQ(callees[0], named(tus[3], "process")); // /p1/proc.c
  program::ProgramIndex unlinked(tus);
  EXPECT_EQ(unlinked.callees(*main1, main1->calls[0]).size(), 3u);
  // A link unit without any candidate: every candidate again.
  program::ProgramIndex elsewhere(tus, {{"other", {"/p1/main.c"}}});
  EXPECT_EQ(elsewhere.callees(*main1, main1->calls[0]).size(), 3u);
}

TEST(Program, AnotherProgramsMainFileIsNotLinkedUnlessNothingElseIs) {
  // /p1/main.c calls `report`, defined in /p0/main.c (another program: it has its own main) and
  // in /lib/report.c: only the library's can be linked with it.
  auto tus = programs(2);
  facts::FunctionFacts report0 = fn("report", "/p0/main.c");
  report0.range = in("/p0/main.c", 50);
  tus[0].functions.push_back(report0);
  facts::FunctionFacts &main1 = tus[1].functions[1];
  main1.calls.push_back(call("report", "/p1/main.c", 45, 0));
  auto resolve = [](const std::vector<facts::TranslationUnitFacts> &t) {
    program::ProgramIndex index(t);
    const facts::FunctionFacts *main = named(t[1], "main");
    return index.callees(*main, main->calls.back());
  };
  auto only = resolve(tus);
  ASSERT_EQ(only.size(), 1u) << "never none: the other program's is all there is";
  EXPECT_EQ(only[0]->range.file, "/p0/main.c");
  tus.push_back(tu("/lib/report.c", {fn("report", "/lib/report.c")}));
  auto linked = resolve(tus);
  ASSERT_EQ(linked.size(), 1u);
  EXPECT_EQ(linked[0]->range.file, "/lib/report.c");
}

TEST(Program, StaticFunctionsResolveOnlyInTheirOwnTu) {
  EXPECT_TRUE(program::ProgramIndex::internalLinkage("c:main.c@F@helper"));
  EXPECT_TRUE(program::ProgramIndex::internalLinkage("c:x.cpp@aN@F@f#"));
  EXPECT_TRUE(program::ProgramIndex::internalLinkage("fast:/src/main.c@helper"));
  EXPECT_FALSE(program::ProgramIndex::internalLinkage("c:@F@process"));
  EXPECT_FALSE(program::ProgramIndex::internalLinkage("fast:process"));
  // Clang writes only the file's name into a static function's USR: two programs' static
  // `helper` in two main.c files have one key.
  std::vector<facts::TranslationUnitFacts> tus;
  for (std::string dir : {"/a/", "/b/"}) {
    facts::FunctionFacts helper = fn("helper", dir + "main.c");
    helper.usr = "c:main.c@F@helper";
    helper.blocks.push_back(scratch(dir + "main.c", 10, 1 << 20));
    facts::FunctionFacts main = fn("main", dir + "main.c", {loop(0)});
    main.range = in(dir + "main.c", 30);
    if (dir == "/a/") {
      main.calls.push_back(call("helper", dir + "main.c", 40, 0));
      main.calls.back().calleeUsr = "c:main.c@F@helper";
    }
    tus.push_back(tu(dir + "main.c", {helper, main}));
  }
  // A third TU calling that key (it could not, but facts may be stale): no definition.
  facts::FunctionFacts other = fn("other", "/c/other.c", {loop(0)});
  other.calls.push_back(call("helper", "/c/other.c", 5, 0));
  other.calls.back().calleeUsr = "c:main.c@F@helper";
  tus.push_back(tu("/c/other.c", {other}));
  auto found = withRule(analyzeProgram(tus, {}), "faultline-per-call-buffer");
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].range.file, "/a/main.c");
}

TEST(Program, EachProgramKeepsItsPerCallFindings) {
  // process in main's TU; process in another TU with link units; and without them, where
  // every main's call reaches every process (each still reported, with the first path).
  for (auto [split, linkUnits] : {std::pair{false, false}, {true, true}, {true, false}}) {
    auto found = withRule(
        analyzeProgram(programs(26, split), {}, {}, linkUnits ? unitsOf(26) : std::vector<LinkUnit>{}),
        "faultline-per-call-buffer");
    ASSERT_EQ(found.size(), 26u) << "split=" << split;
    if (split && !linkUnits)
      continue;
    for (const Finding &f : found) {
      ASSERT_EQ(f.callPath.size(), 1u);
      std::string dir = f.range.file.substr(0, f.range.file.rfind('/') + 1);
      EXPECT_EQ(f.callPath[0].range.file, dir + "main.c") << "its own main's loop";
    }
  }
}

TEST(Program, AMalloptRaisesOnlyTheProgramThatMakesIt) {
  for (bool split : {false, true})
    for (bool linkUnits : {false, true}) {
      auto found = withRule(
          analyzeProgram(programs(4, split, {2}), {}, {}, linkUnits ? unitsOf(4) : std::vector<LinkUnit>{}),
          "faultline-per-call-buffer");
      ASSERT_EQ(found.size(), 4u);
      for (const Finding &f : found) {
        // Without link units, a main whose process is in another TU reaches every process
        // (ProgramIndex::callees), so program 2 is all of them.
        bool pinned = f.range.file.starts_with("/p2/") || (split && !linkUnits);
        EXPECT_EQ(f.severity, pinned ? Severity::Error : Severity::Warning)
            << f.range.file << " split=" << split << " units=" << linkUnits;
        EXPECT_EQ(noteContaining(f, "dynamic mmap threshold is off") != nullptr, pinned);
      }
    }
}

TEST(Program, APinNoMainReachesScopesByLinkUnitElseEverywhere) {
  // mallopt in configure() of /p1/init.c, which no main calls (a constructor, a callback).
  auto tus = programs(3, /*split=*/true);
  facts::FunctionFacts init = fn("configure", "/p1/init.c");
  init.allocatorSettings.push_back({"mallopt", "M_MMAP_THRESHOLD", "131072", in("/p1/init.c", 4)});
  tus.push_back(tu("/p1/init.c", {init}));
  auto everywhere = withRule(analyzeProgram(tus, {}), "faultline-per-call-buffer");
  ASSERT_EQ(everywhere.size(), 3u);
  for (const Finding &f : everywhere)
    EXPECT_EQ(f.severity, Severity::Error) << "nothing says which program runs it";
  auto units = unitsOf(3);
  units[1].sources.push_back("/p1/init.c");
  auto scoped = withRule(analyzeProgram(tus, {}, {}, units), "faultline-per-call-buffer");
  ASSERT_EQ(scoped.size(), 3u);
  for (const Finding &f : scoped)
    EXPECT_EQ(f.severity, f.range.file.starts_with("/p1/") ? Severity::Error : Severity::Warning)
        << f.range.file;
}

TEST(Program, APinInTheOnlyProgramStillReachesCodeMainDoesNotCall) {
  // One program: a callback reached only through a function pointer is still in it.
  auto tus = helperCalledInLoop();
  facts::FunctionFacts main = fn("main", "/src/main.c");
  main.allocatorSettings.push_back({"mallopt", "M_MMAP_THRESHOLD", "131072", in("/src/main.c", 4)});
  tus.push_back(tu("/src/main.c", {main}));
  auto found = withRule(analyzeProgram(tus, {}), "faultline-per-call-buffer");
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].severity, Severity::Error);
}

TEST(Program, ThreadNotesStayInTheirProgram) {
  // Program a starts `process` on a thread; program b calls its own `process` in a loop.
  auto tus = programs(2);
  facts::FunctionFacts &mainA = tus[0].functions[1];
  mainA.calls[0].startsThread = true;
  mainA.calls[0].loop = -1;
  facts::FunctionFacts &processB = tus[1].functions[0];
  processB.loops = {loop(0)};
  processB.blocks = {mallocFreed(1 << 20, 0, 10, 0, 12)};
  processB.blocks[0].range = in("/p1/main.c", 10);
  auto found = analyzeProgram(tus, {});
  for (const Finding &f : found)
    EXPECT_EQ(noteContaining(f, "may run on a thread"), nullptr) << f.range.file;
}

} // namespace
} // namespace faultline::rules
