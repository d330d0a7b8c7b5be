// Code under a value test on a hot path (ValueTests.h): the loop's constant arguments decide it.
#include "rules/program/ProgramTestFacts.h"

#include <gtest/gtest.h>

namespace faultline::rules {
namespace {

using namespace testing;
using namespace programtest;

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

// A helper mallocs 1 MiB in its fallback for a null argument (`if (addrs == NULL) addrs =
// load();`); the loop passes `value` for addrs.
size_t underNullFallback(facts::SymbolicValue value) {
  facts::FunctionFacts helper = fn("has_ipv6", "/src/ipv6.c");
  facts::ValueTest isNull;
  isNull.left = parameter(0);
  isNull.right = constant(0);
  helper.valueTests = {isNull};
  facts::Block b = scratch("/src/ipv6.c", 10, 1 << 20);
  b.runsOnlyIf = 0;
  helper.blocks.push_back(b);
  facts::FunctionFacts driver = fn("interface_load", "/src/main.c", {loop(0)});
  driver.calls.push_back(call("has_ipv6", "/src/main.c", 20, 0, {value}));
  return withRule(analyzeProgram({tu("/src/ipv6.c", {helper}), tu("/src/main.c", {driver})}, {}),
                  "faultline-per-call-buffer")
      .size();
}

TEST(Program, AProjectFunctionsResultIsNullOnlyOnItsFailure) {
  facts::SymbolicValue loaded;
  loaded.nonNullResult = true;
  EXPECT_EQ(underNullFallback(loaded), 0u);                 // the fallback is error handling
  EXPECT_EQ(underNullFallback(constant(0)), 1u);            // the loop passes NULL: every call
  EXPECT_EQ(underNullFallback(facts::SymbolicValue{}), 1u); // nothing known: it runs
}

// A helper mallocs 1 MiB when `probe(mode) == 0` is false (facts::CharacterProbe: libsolv's
// `if (encoding)` after its scan of the mode); the loop passes `mode`.
size_t underProbe(facts::CharacterProbe probe, facts::SymbolicValue mode) {
  facts::FunctionFacts helper = fn("open_stream", "/src/open.c");
  facts::ValueTest test;
  test.left = parameter(0);
  test.probe = std::move(probe);
  test.right = constant(0);
  test.expected = false;
  helper.valueTests = {test};
  facts::Block b = scratch("/src/open.c", 10, 1 << 20);
  b.runsOnlyIf = 0;
  helper.blocks.push_back(b);
  facts::FunctionFacts driver = fn("run", "/src/main.c", {loop(0)});
  driver.calls.push_back(call("open_stream", "/src/main.c", 20, 0, {mode}));
  return withRule(analyzeProgram({tu("/src/open.c", {helper}), tu("/src/main.c", {driver})}, {}),
                  "faultline-per-call-buffer")
      .size();
}

TEST(Program, AStringsCharactersTheLoopFixesDecideAProbe) {
  auto text = [](const std::string &s) {
    facts::SymbolicValue v;
    v.text = s;
    return v;
  };
  facts::CharacterProbe scan; // 'w' sets 1, 'r' sets 0, the last one listed wins
  scan.marks = {'w', 1, 'r', 0};
  EXPECT_EQ(underProbe(scan, text("r")), 0u);
  EXPECT_EQ(underProbe(scan, text("rb")), 0u);
  EXPECT_EQ(underProbe(scan, text("wr")), 0u);
  EXPECT_EQ(underProbe(scan, text("rw")), 1u);
  EXPECT_EQ(underProbe(scan, text("w9")), 1u);
  EXPECT_EQ(underProbe(scan, facts::SymbolicValue{}), 1u); // unknown mode: it runs
  facts::CharacterProbe second; // mode[1]
  second.index = 1;
  EXPECT_EQ(underProbe(second, text("r")), 0u);  // the terminator reads 0
  EXPECT_EQ(underProbe(second, text("rb")), 1u);
  EXPECT_EQ(underProbe(second, text("")), 1u);   // past the terminator: undecided
  EXPECT_EQ(underProbe(scan, text("r\\n")), 1u); // an escape as fast mode spells it: undecided
}

// A key dispatcher `command(key)` mallocs 1 MiB in its `case '>':` arm — under a call
// (facts::CallSite::switchParameter) or directly (a ValueTest `key == '>'`); the loop's call
// passes a variable its own switch fixes to `keys` (facts::CallSite::caseArgument).
size_t underCallerCases(std::vector<int64_t> keys, bool direct) {
  facts::FunctionFacts dispatch = fn("command", "/src/command.c");
  facts::Block b = scratch(direct ? "/src/command.c" : "/src/write.c", 10, 1 << 20);
  std::vector<facts::TranslationUnitFacts> tus;
  if (direct) {
    facts::ValueTest arm;
    arm.left = parameter(0);
    arm.right = constant('>');
    dispatch.valueTests = {arm};
    b.runsOnlyIf = 0;
    dispatch.blocks.push_back(b);
  } else {
    facts::FunctionFacts write = fn("write_found", "/src/write.c");
    write.blocks.push_back(b);
    tus.push_back(tu("/src/write.c", {write}));
    dispatch.calls.push_back(call("write_found", "/src/command.c", 8, -1, {}));
    dispatch.calls.back().switchParameter = 0;
    dispatch.calls.back().switchCases = {'>', '|'};
  }
  facts::FunctionFacts driver = fn("change_mode", "/src/main.c", {loop(0)});
  driver.calls.push_back(call("command", "/src/main.c", 20, 0, {facts::SymbolicValue{}}));
  driver.calls.back().caseArgument = keys.empty() ? -1 : 0;
  driver.calls.back().caseArgumentValues = std::move(keys);
  tus.push_back(tu("/src/command.c", {dispatch}));
  tus.push_back(tu("/src/main.c", {driver}));
  return withRule(analyzeProgram(tus, {}), "faultline-per-call-buffer").size();
}

TEST(Program, TheCallersCaseLabelsDecideTheCalleesArms) {
  for (bool direct : {false, true}) {
    SCOPED_TRACE(direct ? "block in the arm" : "call in the arm");
    EXPECT_EQ(underCallerCases({' ', '+', '-'}, direct), 0u); // paging keys only
    EXPECT_EQ(underCallerCases({'>'}, direct), 1u);           // one label: a constant
    EXPECT_EQ(underCallerCases({' ', '>'}, direct), 1u);      // one of them selects the arm
    EXPECT_EQ(underCallerCases({}, direct), 1u);              // nothing known: it runs
  }
}

} // namespace
} // namespace faultline::rules
