// The join's allocator wrappers (Wrappers.h): a block made by a wrapper in another file.
#include "rules/program/ProgramTestFacts.h"

#include <gtest/gtest.h>

namespace faultline::rules {
namespace {

using namespace testing;
using namespace programtest;
using facts::BlockKind;
using facts::EscapeKind;

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

// A call through a function-pointer field (pseudo-function keyed "field:" + the field's USR,
// extract/FieldCallbacks.h) allocates like its stored default; since that default is assumed,
// the block counts only at a known size. An ordinary wrapper at the same unknown size still does.
TEST(Program, FieldCallbackBlocksCountOnlyAtAKnownSize) {
  auto allocatorNamed = [](const std::string &name, const std::string &usr) {
    facts::FunctionFacts f = fn(name, "/src/alloc.c");
    f.usr = usr;
    facts::Block b = block(BlockKind::Malloc, std::nullopt, -1, 3);
    b.range = in("/src/alloc.c", 3);
    b.escape = EscapeKind::Returned;
    b.size.dependsOnParameter = 0;
    b.size.parameterMultiplier = 1;
    f.blocks.push_back(b);
    return f;
  };
  facts::FunctionFacts field = allocatorNamed("io::alloc", "field:c:@S@io@FI@alloc");
  facts::FunctionFacts xmalloc = allocatorNamed("xmalloc", "c:@F@xmalloc");
  facts::FunctionFacts loopFn = fn("work", "/src/work.c", {loop(0)});
  facts::SymbolicValue readAtRunTime;
  readAtRunTime.text = "len";
  auto allocAndFree = [&](const std::string &callee, const std::string &usr, unsigned line,
                          facts::SymbolicValue size) {
    facts::CallSite alloc = call(callee, "/src/work.c", line, 0, {size});
    alloc.calleeUsr = usr;
    alloc.resultKey = "buf@" + std::to_string(line) + ":11";
    alloc.resultEscape = EscapeKind::None;
    alloc.argumentGrowth = {"read at run time: 'len'"};
    loopFn.calls.push_back(alloc);
    facts::CallSite release = call("xfree", "/src/work.c", line + 1, 0);
    release.argumentKeys = {alloc.resultKey};
    loopFn.calls.push_back(release);
  };
  allocAndFree("io::alloc", field.usr, 20, constant(1 << 20)); // known: reported
  allocAndFree("io::alloc", field.usr, 30, readAtRunTime);     // assumed and unknown: not
  allocAndFree("xmalloc", xmalloc.usr, 40, readAtRunTime);     // unknown, ordinary wrapper
  facts::FunctionFacts freeFn = fn("xfree", "/src/alloc.c");
  freeFn.parameterKeys = {"p@8:13"};
  freeFn.releasedParameters = {0};
  auto found = withRule(analyzeProgram({tu("/src/alloc.c", {field, xmalloc, freeFn}),
                                        tu("/src/work.c", {loopFn})},
                                       {}),
                        "faultline-loop-alloc");
  std::vector<unsigned> lines;
  for (const Finding &f : found)
    lines.push_back(f.range.line);
  EXPECT_EQ(lines, (std::vector<unsigned>{20u, 40u}));
}

} // namespace
} // namespace faultline::rules
