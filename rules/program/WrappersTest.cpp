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

} // namespace
} // namespace faultline::rules
