// The join's string-length results step (StringLengthResults.h): a size made only of calls'
// results is not plausibly large when every callee returns a string length.
#include "rules/program/ProgramTestFacts.h"
#include "rules/program/StringLengthResults.h"

#include <gtest/gtest.h>

namespace faultline::rules {
namespace {

using namespace testing;
using namespace programtest;

facts::FunctionFacts returning(const std::string &name, const std::string &file, bool length,
                               std::vector<std::string> conditions = {}) {
  facts::FunctionFacts f = fn(name, file);
  f.returnsStringLength = length;
  for (const std::string &c : conditions)
    f.returnsStringLengthIf.push_back("c:@F@" + c);
  return f;
}

// tag_name's result is a string length provided item_name's is: the condition resolves when
// item_name (another file) returns one, and not when it returns a decoded field.
TEST(StringLengthResults, ConditionsResolveAcrossFiles) {
  for (bool helperLength : {true, false}) {
    std::vector<facts::TranslationUnitFacts> tus = {
        tu("/src/tags.c", {returning("tag_name", "/src/tags.c", true, {"item_name"})}),
        tu("/src/items.c", {returning("item_name", "/src/items.c", helperLength)})};
    program::ProgramIndex index(tus);
    std::set<std::string> known = program::stringLengthResults(index);
    EXPECT_EQ(known.count("c:@F@tag_name"), helperLength ? 1u : 0u);
    EXPECT_EQ(known.count("c:@F@item_name"), helperLength ? 1u : 0u);
  }
}

// A recursion through the condition is not assumed to hold, nor a condition on a function the
// program does not define (a library's).
TEST(StringLengthResults, RecursionAndUndefinedConditionsDoNotHold) {
  std::vector<facts::TranslationUnitFacts> tus = {
      tu("/src/a.c", {returning("walk", "/src/a.c", true, {"walk"}),
                      returning("lib_user", "/src/a.c", true, {"lib_len"}),
                      returning("plain", "/src/a.c", true)})};
  program::ProgramIndex index(tus);
  std::set<std::string> known = program::stringLengthResults(index);
  EXPECT_EQ(known, std::set<std::string>{"c:@F@plain"});
}

// Two definitions of one key (two programs in one database): both must say so.
TEST(StringLengthResults, EveryDefinitionOfAKeyMustAgree) {
  facts::FunctionFacts other = returning("name_len", "/src/two.c", false);
  other.range = in("/src/two.c", 40);
  std::vector<facts::TranslationUnitFacts> tus = {
      tu("/src/one.c", {returning("name_len", "/src/one.c", true)}), tu("/src/two.c", {other})};
  program::ProgramIndex index(tus);
  EXPECT_TRUE(program::stringLengthResults(index).empty());
}

// End to end: a loop allocating `name_len(ctx) + 1` bytes (growth only from that call) is no
// finding when name_len returns a string length, and stays a finding otherwise, or when
// something else in the size can grow too (no growthCalls).
TEST(StringLengthResults, LoopAllocationSizedByAStringLengthResultIsNoFinding) {
  auto build = [](bool length, bool onlyTheCall) {
    facts::FunctionFacts loopFn = fn("clear_names", "/src/cli.c", {loop(0)});
    facts::Block b = mallocFreed(std::nullopt, 0, 20, 0, 25);
    b.range = in("/src/cli.c", 20);
    b.size.expression = "len + 1";
    b.size.growth = "returned by 'name_len(ctx)' from the object it is given";
    if (onlyTheCall)
      b.size.growthCalls = {"c:@F@name_len"};
    loopFn.blocks = {b};
    return withRule(analyzeProgram({tu("/src/cli.c", {loopFn}),
                                    tu("/src/lib.c", {returning("name_len", "/src/lib.c", length)})},
                                   unknownSizesAsNotes()),
                    "faultline-loop-alloc");
  };
  EXPECT_TRUE(build(true, true).empty());
  EXPECT_EQ(build(false, true).size(), 1u);
  EXPECT_EQ(build(true, false).size(), 1u);
}

} // namespace
} // namespace faultline::rules
