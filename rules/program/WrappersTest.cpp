// The join's allocator wrappers (Wrappers.h): a block made by a wrapper in another file.
#include "rules/program/ProgramTestFacts.h"
#include "rules/program/Wrappers.h"
#include "rules/Support.h"

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
                                       unknownSizesAsNotes()),
                        "faultline-loop-alloc");
  std::vector<unsigned> lines;
  for (const Finding &f : found)
    lines.push_back(f.range.line);
  EXPECT_EQ(lines, (std::vector<unsigned>{20u, 40u}));
}

// git_fopen (compat/fopen.c) returns the stream fopen gave, after a check that may fclose it;
// a loop elsewhere opens the same file through it and fcloses it: a stdio finding at the call,
// naming the wrapper, with the path decided by the argument the loop passes.
facts::FunctionFacts streamWrapper(const std::string &name, const std::string &usr) {
  facts::FunctionFacts f = fn(name, "/src/compat.c");
  f.usr = usr;
  f.parameterKeys = {"path@3:20", "mode@3:38"};
  facts::StreamOpen s;
  s.opener = "fopen";
  s.range = in("/src/compat.c", 5);
  s.stream = "fp@5:9";
  s.order = 5;
  s.escape = EscapeKind::Returned;
  s.pathParameter = 0;
  s.closes = {{facts::ReleaseKind::Free, in("/src/compat.c", 9), "fclose", -1, 9}};
  f.streamOpens = {s};
  return f;
}

std::vector<Finding> openedInLoopThrough(const std::string &callee, const std::string &usr,
                                         std::vector<facts::FunctionFacts> wrappers,
                                         facts::SymbolicValue path,
                                         EscapeKind escape = EscapeKind::None,
                                         std::vector<int> varying = {}) {
  facts::FunctionFacts loopFn = fn("work", "/src/work.c", {loop(0)});
  facts::CallSite open = call(callee, "/src/work.c", 20, 0, {path, constant(0)});
  open.calleeUsr = usr;
  open.resultKey = "fp@20:11";
  open.resultEscape = escape;
  open.argumentsVarying = std::move(varying);
  open.resultCloses = {{facts::ReleaseKind::Free, in("/src/work.c", 25), "fclose", 0, 25}};
  loopFn.calls = {open};
  return withRule(analyzeProgram({tu("/src/compat.c", std::move(wrappers)),
                                  tu("/src/work.c", {loopFn})},
                                 unknownSizesAsNotes()),
                  "faultline-stdio-in-loop");
}

TEST(Program, StreamOpenerWrapperCallsAreOpens) {
  facts::SymbolicValue literal;
  literal.text = "/etc/app.conf";
  auto found = openedInLoopThrough("git_fopen", "c:@F@git_fopen",
                                   {streamWrapper("git_fopen", "c:@F@git_fopen")}, literal);
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].range.file, "/src/work.c");
  EXPECT_EQ(found[0].range.line, 20u);
  EXPECT_EQ(found[0].message,
            "stream opened by 'fopen' through 'git_fopen' and closed on every iteration of this "
            "loop");
  EXPECT_NE(noteContaining(found[0], "closed here by 'fclose'"), nullptr);
}

TEST(Program, StreamOpenerResultKeptOrPerItemIsNotAFinding) {
  facts::SymbolicValue literal;
  literal.text = "/etc/app.conf";
  // Stored in the caller's table past the loop.
  EXPECT_TRUE(openedInLoopThrough("git_fopen", "c:@F@git_fopen",
                                  {streamWrapper("git_fopen", "c:@F@git_fopen")}, literal,
                                  EscapeKind::StoredOutside)
                  .empty());
  // A different path per iteration (paths[i]), read a record at a time: per-item work.
  facts::SymbolicValue perItem;
  EXPECT_TRUE(openedInLoopThrough("git_fopen", "c:@F@git_fopen",
                                  {streamWrapper("git_fopen", "c:@F@git_fopen")}, perItem,
                                  EscapeKind::None, {0})
                  .empty());
  // The same non-constant path every iteration is still the same file: reported.
  EXPECT_EQ(openedInLoopThrough("git_fopen", "c:@F@git_fopen",
                                {streamWrapper("git_fopen", "c:@F@git_fopen")}, perItem)
                .size(),
            1u);
}

// A wrapper that opens in a loop and returns the first stream that opens is a search, and a
// function whose stream does not leave it is no opener: neither makes its callers' results
// streams.
TEST(Program, OnlyStreamsReturnedOnceMakeAnOpener) {
  facts::SymbolicValue literal;
  literal.text = "/etc/app.conf";
  facts::FunctionFacts search = streamWrapper("open_first", "c:@F@open_first");
  search.loops = {loop(0)};
  search.streamOpens[0].loop = 0;
  EXPECT_TRUE(openedInLoopThrough("open_first", "c:@F@open_first", {search}, literal).empty());
  // (read_all's own open and close per call is reported there, in compat.c, by the per-call
  // rule; what must not exist is an open at the caller's call.)
  facts::FunctionFacts reader = streamWrapper("read_all", "c:@F@read_all");
  reader.streamOpens[0].escape = EscapeKind::None;
  for (const Finding &found : openedInLoopThrough("read_all", "c:@F@read_all", {reader}, literal))
    EXPECT_NE(found.range.file, "/src/work.c") << found.message;
  // `if (is_stdout(name)) f = stdout; else f = fopen(name, "wb"); return f;`: which stream a
  // call gets is the call path's business, not the wrapper's.
  facts::FunctionFacts chooser = streamWrapper("open_output", "c:@F@open_output");
  chooser.valueTests.push_back({});
  chooser.streamOpens[0].runsOnlyIf = 0;
  EXPECT_TRUE(openedInLoopThrough("open_output", "c:@F@open_output", {chooser}, literal).empty());
}

// Through a function-pointer field, every function stored in it must open a stream: an I/O
// table whose other backend maps the file says nothing of what the call opens.
TEST(Program, FieldCallbackOpensOnlyWhenEveryStoreOpens) {
  facts::SymbolicValue literal;
  literal.text = "/etc/app.conf";
  const std::string usr = "field:c:@S@io_cb@FI@open";
  facts::FunctionFacts stdioStore = fn("io_cb::open", "/src/compat.c");
  stdioStore.usr = usr;
  facts::CallSite forward = call("stdio_open", "/src/compat.c", 40, -1, {parameter(0)});
  forward.argumentKeys = {"path@3:20"};
  forward.resultEscape = EscapeKind::Returned;
  forward.notRepeated = "through the function-pointer field 'io_cb::open', which holds "
                        "'stdio_open' (set at compat.c:40)";
  stdioStore.parameterKeys = {"path@3:20", "mode@3:38"};
  stdioStore.calls = {forward};
  facts::FunctionFacts stdioOpen = streamWrapper("stdio_open", "c:@F@stdio_open");
  EXPECT_EQ(openedInLoopThrough("io_cb::open", usr, {stdioStore, stdioOpen}, literal).size(), 1u);
  facts::FunctionFacts mmapStore = stdioStore;
  mmapStore.range.line = 41; // another store of the field: another definition of its pseudo-function
  mmapStore.calls[0].callee = "mmap_open";
  mmapStore.calls[0].calleeUsr = "c:@F@mmap_open";
  facts::FunctionFacts mmapOpen = fn("mmap_open", "/src/compat.c");
  EXPECT_TRUE(
      openedInLoopThrough("io_cb::open", usr, {stdioStore, stdioOpen, mmapStore, mmapOpen}, literal)
          .empty());
}

// calloc(num, size) / malloc(num * size) in a wrapper: a product of two parameters
// (Size::productParameter), resolved at each call from its arguments.
facts::Size productSize() {
  facts::Size s;
  s.expression = "num * size";
  s.dependsOnParameter = 1;
  s.productParameter = 2;
  s.productMultiplier = 1;
  s.growth = "grows with parameter 'size'"; // the wrapper's own words: never kept at a call
  return s;
}

TEST(Program, ProductSizeWithBothFactorsConstantIsKnown) {
  facts::CallSite c = call("my_alloc", "/src/sender.c", 99, 0,
                           {constant(0), constant(512), constant(4096)});
  facts::Size s = program::sizeAtCall(productSize(), c);
  ASSERT_TRUE(s.bytes);
  EXPECT_EQ(*s.bytes, 512u * 4096u);
}

TEST(Program, ProductSizeWithOneConstantFactorIsAffineInTheOther) {
  // new_array(struct sum_buf, count) in a function whose parameter 0 is count: 40 x count.
  facts::CallSite c = call("my_alloc", "/src/sender.c", 99, 0,
                           {constant(0), parameter(0), constant(40)});
  facts::Size s = program::sizeAtCall(productSize(), c);
  EXPECT_FALSE(s.bytes);
  EXPECT_EQ(s.dependsOnParameter, 0);
  EXPECT_EQ(s.parameterMultiplier, 40);
  EXPECT_EQ(s.productParameter, -1);
  // The other factor neither constant nor a parameter: it grows as that argument does.
  facts::CallSite local = call("my_alloc", "/src/sender.c", 99, 0,
                               {constant(0), facts::SymbolicValue{}, constant(40)});
  local.argumentGrowth = {"", "", ""};
  EXPECT_TRUE(program::sizeAtCall(productSize(), local).growth.empty());
  local.argumentGrowth[1] = "read at run time: 'count'";
  EXPECT_EQ(program::sizeAtCall(productSize(), local).growth, "read at run time: 'count'");
}

TEST(Program, ProductSizeWithNoConstantFactorFollowsTheUnknownSizePolicy) {
  facts::CallSite forwarded = call("my_alloc", "/src/util.c", 7, -1,
                                   {constant(0), parameter(0), parameter(1)});
  facts::Size again = program::sizeAtCall(productSize(), forwarded); // a wrapper of the wrapper
  EXPECT_EQ(again.dependsOnParameter, 0);
  EXPECT_EQ(again.productParameter, 1);
  EXPECT_EQ(again.productMultiplier, 1);
  facts::CallSite opaque = call("my_alloc", "/src/util.c", 7, 0,
                                {constant(0), facts::SymbolicValue{}, facts::SymbolicValue{}});
  opaque.argumentGrowth = {"", "", ""};
  facts::Size s = program::sizeAtCall(productSize(), opaque);
  EXPECT_FALSE(s.bytes);
  EXPECT_TRUE(s.growth.empty()); // neither argument can grow: not plausibly large
  opaque.argumentGrowth[2] = "grows with parameter 'len'";
  EXPECT_EQ(program::sizeAtCall(productSize(), opaque).growth, "grows with parameter 'len'");
}

// new_array(char, len + 1) of `int len = read_byte(f)`: the argument grows with input but is
// proved at most 256 (CallSite::argumentBounds); the size at the call keeps that bound, times
// the constant factor, so a 256-byte name is not plausibly large while 256 x 8192 is.
TEST(Program, ProductSizeKeepsTheArgumentsBound) {
  facts::CallSite c = call("my_alloc", "/src/uidlist.c", 423, 0,
                           {constant(0), facts::SymbolicValue{}, constant(1)});
  c.argumentGrowth = {"", "grows with parameter 'f'", ""};
  c.argumentBounds = {-1, 256, -1};
  facts::Size s = program::sizeAtCall(productSize(), c);
  EXPECT_FALSE(s.bytes);
  EXPECT_EQ(s.growth, "grows with parameter 'f'");
  ASSERT_TRUE(s.upperBound);
  EXPECT_EQ(*s.upperBound, 256u);
  EXPECT_FALSE(plausiblyLarge(s, 128 * 1024));
  c.arguments[2] = constant(8192);
  facts::Size big = program::sizeAtCall(productSize(), c);
  ASSERT_TRUE(big.upperBound);
  EXPECT_EQ(*big.upperBound, 256u * 8192u);
  EXPECT_TRUE(plausiblyLarge(big, 128 * 1024));
  c.argumentBounds.clear(); // the extractor said nothing: no bound
  EXPECT_FALSE(program::sizeAtCall(productSize(), c).upperBound);
}

// xcalloc(n, size) = calloc(n, size) in one file; a loop elsewhere asks xcalloc(256, 8192) and
// frees it: a 2 MiB block per iteration. xcalloc(4, 16) there is small: no finding.
TEST(Program, ProductSizeWrapperCallInALoopIsABlock) {
  auto run = [](int64_t count) {
    facts::FunctionFacts xcalloc = fn("xcalloc", "/src/util.c");
    facts::Block b = block(BlockKind::Calloc, std::nullopt, -1, 3);
    b.range = in("/src/util.c", 3);
    b.escape = EscapeKind::Returned;
    b.size = productSize();
    b.size.dependsOnParameter = 0;
    b.size.productParameter = 1;
    xcalloc.blocks.push_back(b);
    facts::FunctionFacts loopFn = fn("work", "/src/work.c", {loop(0)});
    facts::CallSite alloc =
        call("xcalloc", "/src/work.c", 20, 0, {constant(count), constant(8192)});
    alloc.resultKey = "buf@20:11";
    alloc.resultEscape = EscapeKind::None;
    alloc.resultReleases = {facts::Release{facts::ReleaseKind::Free, in("/src/work.c", 25),
                                           "free", 0, 25}};
    loopFn.calls = {alloc};
    return withRule(analyzeProgram({tu("/src/util.c", {xcalloc}), tu("/src/work.c", {loopFn})},
                                   {}),
                    "faultline-loop-alloc");
  };
  auto found = run(256);
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].range.line, 20u);
  ASSERT_TRUE(found[0].sizeBytes);
  EXPECT_EQ(*found[0].sizeBytes, 256u * 8192u);
  EXPECT_TRUE(run(4).empty());
}

// my_alloc(ptr, num, size) callocs when ptr is NULL and reallocs ptr otherwise
// (FunctionFacts::reallocatedParameters = {0}): in a loop that frees the result, my_alloc(NULL,
// 256, 8192) is a 2 MiB block per iteration; my_alloc(buf, 256, 8192) resizes the caller's
// block, and so does grow(p) = my_alloc(p, 256, 8192), a resizing wrapper of the wrapper.
TEST(Program, ResizingWrapperIsABlockOnlyWhereItIsPassedNull) {
  auto run = [](facts::SymbolicValue pointer, bool throughGrow) {
    facts::FunctionFacts myAlloc = fn("my_alloc", "/src/util.c");
    facts::Block b = block(BlockKind::Calloc, std::nullopt, -1, 3);
    b.range = in("/src/util.c", 3);
    b.escape = EscapeKind::Returned;
    b.size = productSize();
    myAlloc.blocks.push_back(b);
    myAlloc.reallocatedParameters = {0};
    facts::FunctionFacts grow = fn("grow", "/src/util.c");
    facts::CallSite inner = call("my_alloc", "/src/util.c", 9, -1,
                                 {parameter(0), constant(256), constant(8192)});
    inner.resultEscape = EscapeKind::Returned;
    grow.calls = {inner};
    facts::FunctionFacts loopFn = fn("work", "/src/work.c", {loop(0)});
    facts::CallSite alloc =
        throughGrow ? call("grow", "/src/work.c", 20, 0, {pointer})
                    : call("my_alloc", "/src/work.c", 20, 0,
                           {pointer, constant(256), constant(8192)});
    alloc.resultKey = "buf@20:11";
    alloc.resultEscape = EscapeKind::None;
    alloc.resultReleases = {facts::Release{facts::ReleaseKind::Free, in("/src/work.c", 25),
                                           "free", 0, 25}};
    loopFn.calls = {alloc};
    return withRule(analyzeProgram({tu("/src/util.c", {myAlloc, grow}),
                                    tu("/src/work.c", {loopFn})},
                                   {}),
                    "faultline-loop-alloc");
  };
  auto fresh = run(constant(0), false);
  ASSERT_EQ(fresh.size(), 1u);
  ASSERT_TRUE(fresh[0].sizeBytes);
  EXPECT_EQ(*fresh[0].sizeBytes, 256u * 8192u);
  EXPECT_TRUE(run(facts::SymbolicValue{}, false).empty()); // a local block: resized
  EXPECT_EQ(run(constant(0), true).size(), 1u);            // grow(NULL): fresh
  EXPECT_TRUE(run(facts::SymbolicValue{}, true).empty());  // grow(buf): resized
}

// kmalloc(km, n) returns malloc(n) only under `if (km == NULL)` and carves from the pool km
// otherwise (minimap2's kalloc): the block's test makes parameter 0 a must-be-null parameter,
// as a realloc'd one is. kmalloc(NULL, 1 MiB) in a loop that frees it is a fresh block per
// iteration; kmalloc(km, 1 MiB) with a pool the join cannot see is taken from that pool.
TEST(Program, PoolAllocatorIsABlockOnlyWhereItIsPassedNull) {
  auto run = [](facts::SymbolicValue pool) {
    facts::FunctionFacts kmalloc = fn("kmalloc", "/src/kalloc.c");
    facts::ValueTest isNull;
    isNull.left = parameter(0);
    isNull.right = constant(0);
    kmalloc.valueTests = {isNull};
    facts::Block b = block(BlockKind::Malloc, std::nullopt, -1, 3);
    b.range = in("/src/kalloc.c", 3);
    b.escape = EscapeKind::Returned;
    b.size.dependsOnParameter = 1;
    b.size.parameterMultiplier = 1;
    b.size.expression = "n";
    b.runsOnlyIf = 0;
    kmalloc.blocks.push_back(b);
    facts::FunctionFacts loopFn = fn("work", "/src/work.c", {loop(0)});
    facts::CallSite alloc = call("kmalloc", "/src/work.c", 20, 0, {pool, constant(1 << 20)});
    alloc.resultKey = "buf@20:11";
    alloc.resultEscape = EscapeKind::None;
    alloc.resultReleases = {facts::Release{facts::ReleaseKind::Free, in("/src/work.c", 25),
                                           "free", 0, 25}};
    loopFn.calls = {alloc};
    return withRule(analyzeProgram({tu("/src/kalloc.c", {kmalloc}), tu("/src/work.c", {loopFn})},
                                   {}),
                    "faultline-loop-alloc");
  };
  auto fresh = run(constant(0));
  ASSERT_EQ(fresh.size(), 1u);
  ASSERT_TRUE(fresh[0].sizeBytes);
  EXPECT_EQ(*fresh[0].sizeBytes, 1u << 20);
  EXPECT_TRUE(run(facts::SymbolicValue{}).empty()); // the caller's pool
}

} // namespace
} // namespace faultline::rules
