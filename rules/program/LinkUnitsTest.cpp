// Several programs in one database (ProgramIndex.h's link units): which definition a call
// resolves to, and which program's settings and threads a finding sees.
#include "rules/program/ProgramIndex.h"
#include "rules/program/ProgramTestFacts.h"

#include <gtest/gtest.h>

namespace faultline::rules {
namespace {

using namespace testing;
using namespace programtest;

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

TEST(Program, OverloadsMetByNameResolveToTheOnesTakingTheCallsArguments) {
  // Two overloads of one name in another TU, as fast mode keys them (by name): a call with
  // three arguments reaches the three-parameter one; a call whose count fits neither keeps both.
  facts::FunctionFacts one = fn("process_commands", "/src/command.cpp");
  one.range = in("/src/command.cpp", 10);
  one.parameterKeys = {"file@10:30"};
  facts::FunctionFacts three = fn("process_commands", "/src/command.cpp");
  three.range = in("/src/command.cpp", 20);
  three.parameterKeys = {"p@20:30", "q@20:40", "r@20:50"};
  facts::FunctionFacts caller = fn("do_file", "/src/refer.cpp", {loop(0)});
  caller.calls.push_back(call("process_commands", "/src/refer.cpp", 40, 0,
                              {facts::SymbolicValue{}, facts::SymbolicValue{}, facts::SymbolicValue{}}));
  caller.calls.push_back(call("process_commands", "/src/refer.cpp", 41, 0,
                              {facts::SymbolicValue{}, facts::SymbolicValue{}}));
  std::vector<facts::TranslationUnitFacts> tus{tu("/src/command.cpp", {one, three}),
                                               tu("/src/refer.cpp", {caller})};
  program::ProgramIndex index(tus);
  const facts::FunctionFacts *from = named(tus[1], "do_file");
  auto threeArguments = index.callees(*from, from->calls[0]);
  ASSERT_EQ(threeArguments.size(), 1u);
  EXPECT_EQ(threeArguments[0]->range.line, 20u);
  EXPECT_EQ(index.callees(*from, from->calls[1]).size(), 2u);
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
