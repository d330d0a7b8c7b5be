// Nesting counters (NestingCounters.h) on facts built by hand: which parameters the greatest
// fixpoint keeps, and that one caller passing data breaks the whole chain.
#include "rules/program/NestingCounters.h"

#include <gtest/gtest.h>

namespace faultline::rules::program {
namespace {

facts::SymbolicValue constant(int64_t v) {
  facts::SymbolicValue s;
  s.constant = v;
  return s;
}

facts::SymbolicValue parameterPlus(int p, int64_t addend, int64_t multiplier = 1) {
  facts::SymbolicValue s;
  s.parameter = p;
  s.addend = addend;
  s.multiplier = multiplier;
  return s;
}

facts::FunctionFacts fn(const std::string &name, size_t params) {
  facts::FunctionFacts f;
  f.name = name;
  f.usr = "c:@F@" + name;
  f.range = {"/src/tree.cpp", 1, 1, 1, 10};
  f.parameterKeys.assign(params, "");
  return f;
}

void calls(facts::FunctionFacts &caller, const std::string &callee,
           std::vector<facts::SymbolicValue> args, std::vector<std::string> growth = {}) {
  facts::CallSite c;
  c.callee = callee;
  c.calleeUsr = "c:@F@" + callee;
  c.arguments = std::move(args);
  c.argumentGrowth = std::move(growth);
  caller.calls.push_back(std::move(c));
}

// print(root) calls node(0, root); node(depth, n) calls node(depth + 1, kid) and leaf(depth + 1,
// v); `entry` is how the outside reaches print's tree (its argument at 0 given by the test).
std::vector<facts::TranslationUnitFacts> tree(facts::SymbolicValue entry,
                                              std::string entryGrowth = "") {
  facts::FunctionFacts print = fn("print", 1), node = fn("node", 2), leaf = fn("leaf", 2);
  calls(print, "node", {entry, facts::SymbolicValue{}}, {entryGrowth, ""});
  calls(node, "node", {parameterPlus(0, 1), facts::SymbolicValue{}});
  calls(node, "leaf", {parameterPlus(0, 1), facts::SymbolicValue{}});
  facts::TranslationUnitFacts tu;
  tu.mainFile = "/src/tree.cpp";
  tu.functions = {print, node, leaf};
  return {tu};
}

const facts::FunctionFacts *named(const ProgramIndex &index, const std::string &name) {
  return index.find("c:@F@" + name);
}

TEST(NestingCounters, DepthPassedAsConstantOrItselfPlusOneIsACounter) {
  auto tus = tree(constant(0));
  ProgramIndex index(tus);
  NestingCounters counters(index);
  EXPECT_TRUE(counters.isCounter(named(index, "node"), 0));
  EXPECT_TRUE(counters.isCounter(named(index, "leaf"), 0));
  EXPECT_FALSE(counters.isCounter(named(index, "node"), 1)); // unknown, growth not said
  EXPECT_FALSE(counters.isCounter(named(index, "print"), 0)); // nothing calls print
}

TEST(NestingCounters, AValueThatCannotGrowKeepsTheCounter) {
  auto tus = tree(facts::SymbolicValue{}, /*entryGrowth=*/"");
  ProgramIndex index(tus);
  EXPECT_TRUE(NestingCounters(index).isCounter(named(index, "leaf"), 0));
}

TEST(NestingCounters, OneCallerPassingDataBreaksTheChain) {
  for (auto [entry, growth] :
       {std::pair{constant(100000), std::string()},           // not a small constant
        std::pair{facts::SymbolicValue{}, std::string("grows with parameter 'n'")},
        std::pair{parameterPlus(0, 0), std::string()},          // print's own parameter: no callers
        std::pair{constant(-1), std::string()}}) {
    auto tus = tree(entry, growth);
    ProgramIndex index(tus);
    NestingCounters counters(index);
    EXPECT_FALSE(counters.isCounter(named(index, "node"), 0));
    EXPECT_FALSE(counters.isCounter(named(index, "leaf"), 0));
  }
}

TEST(NestingCounters, AScaledOrLargeStepIsNotACounter) {
  for (facts::SymbolicValue step : {parameterPlus(0, 1, /*multiplier=*/2), parameterPlus(0, 1000)}) {
    auto tus = tree(constant(0));
    tus[0].functions[1].calls[0].arguments[0] = step; // node's recursive call
    ProgramIndex index(tus);
    EXPECT_FALSE(NestingCounters(index).isCounter(named(index, "node"), 0));
  }
}

} // namespace
} // namespace faultline::rules::program
