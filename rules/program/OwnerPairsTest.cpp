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

} // namespace
} // namespace faultline::rules
