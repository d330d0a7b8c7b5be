// Forwarders (Forwarders.h) on facts built by hand: a loop in run() calls mid(), which calls
// scratch_user(); what mid() does besides decides whether the call through it counts as a hop.
#include "rules/program/Forwarders.h"
#include "rules/program/ProgramTestFacts.h"

#include <gtest/gtest.h>

namespace faultline::rules::program {
namespace {

using namespace programtest;

struct Program {
  facts::FunctionFacts driver = fn("run", "/src/run.c", {testing::loop(0)});
  facts::FunctionFacts mid = fn("mid", "/src/mid.c");
  facts::FunctionFacts user = fn("scratch_user", "/src/user.c");
  std::vector<facts::FunctionFacts> extra; // more definitions, in /src/extra.c

  Program() {
    driver.calls.push_back(call("mid", "/src/run.c", 20, 0, {parameter(0)}));
    mid.calls.push_back(call("scratch_user", "/src/mid.c", 10, -1, {parameter(0)}));
    user.blocks.push_back(scratch("/src/user.c", 5, std::nullopt));
  }

  // The hops of scratch_user's path below run's loop, and whether mid forwards its call.
  std::pair<size_t, bool> measure() const {
    std::vector<facts::TranslationUnitFacts> tus = {
        tu("/src/run.c", {driver}), tu("/src/mid.c", {mid}), tu("/src/user.c", {user}),
        tu("/src/extra.c", extra)};
    ProgramIndex index(tus);
    auto hot = findHotFunctions(index);
    const facts::FunctionFacts *u = index.find("c:@F@scratch_user");
    const facts::FunctionFacts *m = index.find("c:@F@mid");
    const facts::CallSite *forwarded = nullptr;
    for (const facts::CallSite &c : m->calls)
      if (c.callee == "scratch_user")
        forwarded = &c;
    return {hopsBelowLoop(index, hot.at(u)), isForwarder(index, *m, *forwarded)};
  }
};

TEST(Forwarders, ASingleCallIsNoHop) {
  Program p;
  EXPECT_EQ(p.measure(), std::make_pair(size_t{1}, true));
}

TEST(Forwarders, ErrorPrintersAndLibraryCallsBesideTheCallAreAllowed) {
  Program p;
  // print_error -> error_string (both without loops or blocks), and a library function the
  // program does not define.
  facts::FunctionFacts printer = fn("print_error", "/src/extra.c");
  printer.calls.push_back(call("error_string", "/src/extra.c", 3, -1, {parameter(0)}));
  p.extra = {printer, fn("error_string", "/src/extra.c")};
  p.mid.calls.push_back(call("print_error", "/src/mid.c", 12, -1, {constant(-1)}));
  p.mid.calls.push_back(call("clock_read", "/src/mid.c", 13, -1, {parameter(0)}));
  EXPECT_EQ(p.measure(), std::make_pair(size_t{1}, true));
}

TEST(Forwarders, ALoopOfItsOwnIsWork) {
  Program p;
  p.mid.loops.push_back(testing::loop(0));
  EXPECT_EQ(p.measure(), std::make_pair(size_t{2}, false));
}

TEST(Forwarders, AnAllocationOfItsOwnIsWork) {
  Program p;
  p.mid.blocks.push_back(scratch("/src/mid.c", 30, 64));
  EXPECT_EQ(p.measure(), std::make_pair(size_t{2}, false));
}

TEST(Forwarders, ACallOfAFunctionThatDoesWorkIsWork) {
  Program p;
  facts::FunctionFacts summer = fn("checksum", "/src/extra.c", {testing::loop(0)});
  p.extra = {summer};
  p.mid.calls.push_back(call("checksum", "/src/mid.c", 14, -1, {parameter(0)}));
  EXPECT_EQ(p.measure(), std::make_pair(size_t{2}, false));
}

TEST(Forwarders, TrivialCallsAreFollowedOnlyAFewCallsDeep) {
  Program p;
  std::vector<facts::FunctionFacts> chain;
  for (int i = 0; i < 5; ++i) {
    chain.push_back(fn("level" + std::to_string(i), "/src/extra.c"));
    if (i < 4)
      chain.back().calls.push_back(call("level" + std::to_string(i + 1), "/src/extra.c", 3, -1));
  }
  p.extra = chain;
  p.mid.calls.push_back(call("level0", "/src/mid.c", 14, -1));
  EXPECT_EQ(p.measure(), std::make_pair(size_t{2}, false));
}

TEST(Forwarders, ACallUnderATestOfValuesIsNotForwarded) {
  Program p;
  p.mid.valueTests.push_back(facts::ValueTest{});
  p.mid.calls[0].runsOnlyIf = 0;
  EXPECT_EQ(p.measure().second, false);
}

TEST(Forwarders, AChainOfForwardersIsOneHop) {
  Program p;
  // run -> mid -> outer_mid -> scratch_user: both in between only forward.
  p.mid.calls[0].callee = "outer_mid";
  p.mid.calls[0].calleeUsr = "c:@F@outer_mid";
  facts::FunctionFacts outer = fn("outer_mid", "/src/extra.c");
  outer.calls.push_back(call("scratch_user", "/src/extra.c", 7, -1, {parameter(0)}));
  p.extra = {outer};
  std::vector<facts::TranslationUnitFacts> tus = {
      tu("/src/run.c", {p.driver}), tu("/src/mid.c", {p.mid}), tu("/src/user.c", {p.user}),
      tu("/src/extra.c", p.extra)};
  ProgramIndex index(tus);
  auto hot = findHotFunctions(index);
  const HotPath &path = hot.at(index.find("c:@F@scratch_user"));
  ASSERT_EQ(path.calls.size(), 3u);
  EXPECT_EQ(hopsBelowLoop(index, path), 1u);
}

} // namespace
} // namespace faultline::rules::program

namespace faultline::rules::program {
namespace {

facts::FunctionFacts withParameters(std::vector<std::string> keys) {
  facts::FunctionFacts f;
  f.name = "callee";
  f.parameterKeys = std::move(keys);
  return f;
}

TEST(GrownByHandedObject, AFieldOfAParameter) {
  facts::FunctionFacts f = withParameters({"buffer@912:25", "array@913:55"});
  EXPECT_TRUE(grownByHandedObject(f, "field 'extchunknitems' of parameter 'array'"));
  EXPECT_FALSE(grownByHandedObject(f, "field 'extchunknitems' of parameter 'arr'"));
}

TEST(GrownByHandedObject, TheElementCountOfAParametersContainer) {
  facts::FunctionFacts f = withParameters({"vocab@1859:31", "probs@1860:23"});
  EXPECT_TRUE(grownByHandedObject(f, "grows with the element count of 'vocab.id_to_token'"));
  EXPECT_TRUE(grownByHandedObject(f, "grows with the element count of 'vocab'"));
  // A member of the object the method runs on, or a local, is not handed in.
  EXPECT_FALSE(grownByHandedObject(f, "grows with the element count of 'files_[0]'"));
  EXPECT_FALSE(grownByHandedObject(f, "grows with the element count of 'vocabulary.ids'"));
}

TEST(GrownByHandedObject, CountsLengthsAndValuesReadAtRunTimeAreNot) {
  facts::FunctionFacts f = withParameters({"multi@1180:20", "extra_nfds@1182:29"});
  EXPECT_FALSE(grownByHandedObject(f, "grows with parameter 'extra_nfds'"));
  EXPECT_FALSE(grownByHandedObject(f, "read at run time into 'length'"));
  EXPECT_FALSE(grownByHandedObject(f, ""));
}

} // namespace
} // namespace faultline::rules::program

namespace faultline::rules::program {
namespace {

// callee(grid) is reached from the loop's callee mid(g) through `argumentKey`/`argument`.
bool handedDown(facts::SymbolicValue argument, const std::string &argumentKey) {
  static facts::FunctionFacts driver, mid, callee;
  static facts::CallSite inLoop, forwarded;
  driver.name = "run";
  mid.name = "mid";
  mid.parameterKeys = {"g@3:20"};
  callee.name = "callee";
  callee.parameterKeys = {"grid@9:30"};
  forwarded.arguments = {argument};
  forwarded.argumentKeys = {argumentKey};
  HotPath path;
  path.loopFunction = &driver;
  path.calls = {{&driver, &inLoop}, {&mid, &forwarded}};
  return handedDownThroughForwarders(callee, "field 'extent' of parameter 'grid'", path);
}

TEST(HandedDownThroughForwarders, TheForwardersParameterOrAFieldOfIt) {
  EXPECT_TRUE(handedDown(programtest::parameter(0), "g@3:20"));
  EXPECT_TRUE(handedDown(facts::SymbolicValue{}, "expr:g->grid"));
}

TEST(HandedDownThroughForwarders, NotAnObjectTheForwarderBuilds) {
  EXPECT_FALSE(handedDown(facts::SymbolicValue{}, "tile@5:17"));
  EXPECT_FALSE(handedDown(facts::SymbolicValue{}, ""));
  EXPECT_FALSE(handedDown(programtest::parameter(0, 2), "g@3:20"));
}

} // namespace
} // namespace faultline::rules::program
