// The join's C owner pairs (OwnerPairs.h): a constructor function in one file sets a block sized
// by its parameter into the struct it returns; a destructor frees that field; a loop elsewhere
// pairs them per iteration.
#include "rules/program/ProgramTestFacts.h"

#include <gtest/gtest.h>

namespace faultline::rules {
namespace {

using namespace testing;
using namespace programtest;
using facts::BlockKind;
using facts::EscapeKind;

struct Pair {
  facts::FunctionFacts ctor = fn("table_new", "/src/table.c");
  facts::FunctionFacts dtor = fn("table_free", "/src/table.c");
  facts::FunctionFacts loopFn = fn("work", "/src/work.c", {loop(0)});
  Pair() {
    facts::Block self = block(BlockKind::Malloc, 24, -1, 3);
    self.ownerKey = "t@3:17";
    self.escape = EscapeKind::Returned;
    facts::Block rows = block(BlockKind::Malloc, std::nullopt, -1, 5);
    rows.ownerKey = "expr:t->rows";
    rows.size.dependsOnParameter = 0;
    rows.size.parameterMultiplier = 8;
    ctor.blocks = {self, rows};
    ctor.parameterKeys = {"n@2:30"};
    dtor.parameterKeys = {"t@9:35"};
    dtor.releasedParameters = {0};
    dtor.releasedParameterFields = {"0->rows"};
    facts::CallSite make = call("table_new", "/src/work.c", 20, 0, {constant(1 << 17)});
    make.resultKey = "t@20:18";
    make.resultEscape = EscapeKind::None; // kept in a local, nowhere else
    facts::CallSite release = call("table_free", "/src/work.c", 24, 0);
    release.argumentKeys = {"t@20:18"};
    loopFn.calls = {make, release};
  }
  std::vector<Finding> findings() const {
    return withRule(analyzeProgram({tu("/src/table.c", {ctor, dtor}), tu("/src/work.c", {loopFn})},
                                   {}),
                    "faultline-loop-alloc");
  }
};

TEST(OwnerPairs, ConstructorAndDestructorPerIterationAreAnAllocation) {
  auto found = Pair().findings();
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].range.line, 20u);
  ASSERT_TRUE(found[0].sizeBytes);
  EXPECT_EQ(*found[0].sizeBytes, 8u << 17); // the owned block at this call, not the struct
  EXPECT_NE(noteContaining(found[0], "'table_free'"), nullptr);
}

TEST(OwnerPairs, DestructorOfAnotherFieldIsNoPair) {
  Pair p;
  p.dtor.releasedParameterFields = {"0->cols"};
  EXPECT_TRUE(p.findings().empty());
}

TEST(OwnerPairs, MalformedReleasedFieldsAreIgnored) {
  Pair p;
  p.dtor.releasedParameterFields = {"->rows", "x->rows", "0rows", "99999999999999999999->rows"};
  EXPECT_TRUE(p.findings().empty());
}

TEST(OwnerPairs, StructKeptByTheCallerIsNoPair) {
  Pair p;
  p.loopFn.calls[0].resultEscape = EscapeKind::StoredOutside;
  EXPECT_TRUE(p.findings().empty());
}

// bogofilter's wordhash_free: `xfree(wh->bin)`, xfree a releaser of its parameter (recall audit
// of held-out set 37). The field is released through the wrapper as by a direct free.
TEST(OwnerPairs, DestructorReleasingTheFieldThroughAReleaserPairs) {
  Pair p;
  p.dtor.releasedParameterFields.clear();
  facts::FunctionFacts xfree = fn("xfree", "/src/xmem.c");
  xfree.parameterKeys = {"ptr@3:18"};
  xfree.releasedParameters = {0};
  facts::CallSite field = call("xfree", "/src/table.c", 10, -1);
  field.argumentKeys = {"expr:t->rows"};
  p.dtor.calls = {field};
  auto found = withRule(analyzeProgram({tu("/src/table.c", {p.ctor, p.dtor}), tu("/src/work.c", {p.loopFn}),
                                        tu("/src/xmem.c", {xfree})},
                                       {}),
                        "faultline-loop-alloc");
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].range.line, 20u);
  // Another parameter's field, or the releaser handed something else, is no release of t->rows.
  p.dtor.calls[0].argumentKeys = {"expr:other->rows"};
  EXPECT_TRUE(withRule(analyzeProgram({tu("/src/table.c", {p.ctor, p.dtor}), tu("/src/work.c", {p.loopFn}),
                                       tu("/src/xmem.c", {xfree})},
                                      {}),
                       "faultline-loop-alloc")
                  .empty());
}

// A destructor that hands the struct to another destructor releasing the field.
TEST(OwnerPairs, DestructorCallingADestructorPairs) {
  Pair p;
  facts::FunctionFacts outer = fn("table_destroy", "/src/table.c");
  outer.parameterKeys = {"t@30:30"};
  facts::CallSite inner = call("table_free", "/src/table.c", 31, -1);
  inner.argumentKeys = {"t@30:30"};
  outer.calls = {inner};
  p.loopFn.calls[1].callee = "table_destroy";
  p.loopFn.calls[1].calleeUsr = "c:@F@table_destroy";
  auto found = withRule(analyzeProgram({tu("/src/table.c", {p.ctor, p.dtor, outer}), tu("/src/work.c", {p.loopFn})},
                                       {}),
                        "faultline-loop-alloc");
  ASSERT_EQ(found.size(), 1u);
  EXPECT_NE(noteContaining(found[0], "'table_destroy'"), nullptr);
}

// bogofilter's `wordhash_new(void) { return wordhash_init(WH_NORMAL, 0); }`: returning a
// constructor's result makes a constructor, its owned sizes seen from the forwarding call.
TEST(OwnerPairs, FunctionReturningAConstructorsResultIsAConstructor) {
  Pair p;
  facts::FunctionFacts forward = fn("table_default", "/src/table.c");
  facts::CallSite make = call("table_new", "/src/table.c", 40, -1, {constant(1 << 16)});
  make.resultEscape = EscapeKind::Returned;
  forward.calls = {make};
  p.loopFn.calls[0].callee = "table_default";
  p.loopFn.calls[0].calleeUsr = "c:@F@table_default";
  p.loopFn.calls[0].arguments.clear();
  auto found = withRule(analyzeProgram({tu("/src/table.c", {p.ctor, p.dtor, forward}), tu("/src/work.c", {p.loopFn})},
                                       {}),
                        "faultline-loop-alloc");
  ASSERT_EQ(found.size(), 1u);
  ASSERT_TRUE(found[0].sizeBytes);
  EXPECT_EQ(*found[0].sizeBytes, 8u << 16); // the forwarded constant, not the loop's call
  // Only when the forwarding call runs on every call: under a test, another path may return
  // something else.
  forward.valueTests.push_back(facts::ValueTest{});
  forward.calls[0].runsOnlyIf = 0;
  EXPECT_TRUE(withRule(analyzeProgram({tu("/src/table.c", {p.ctor, p.dtor, forward}), tu("/src/work.c", {p.loopFn})},
                                      {}),
                       "faultline-loop-alloc")
                  .empty());
}

} // namespace
} // namespace faultline::rules
