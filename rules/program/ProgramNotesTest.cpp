// What only the whole program knows (ProgramNotes.h): allocator settings and threads.
#include "rules/program/ProgramTestFacts.h"

#include <gtest/gtest.h>

namespace faultline::rules {
namespace {

using namespace testing;
using namespace programtest;

TEST(Program, MalloptInAThirdFileRaisesSeverityAndSaysWhere) {
  auto tus = helperCalledInLoop();
  facts::FunctionFacts init = fn("configure", "/src/init.c");
  init.allocatorSettings.push_back({"mallopt", "M_MMAP_THRESHOLD", "131072", in("/src/init.c", 4)});
  tus.push_back(tu("/src/init.c", {init}));
  auto found = withRule(analyzeProgram(tus, {}), "faultline-per-call-buffer");
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].severity, Severity::Error);
  const FindingNote *note = noteContaining(found[0], "dynamic mmap threshold is off");
  ASSERT_NE(note, nullptr);
  EXPECT_EQ(note->range.file, "/src/init.c");
  EXPECT_NE(note->message.find("257"), std::string::npos) << note->message;
}

TEST(Program, AHighThresholdOrMmapOffIsNotAPin) {
  for (auto [param, value] : {std::pair{"M_MMAP_THRESHOLD", "33554432"},
                              std::pair{"M_MMAP_MAX", "0"}}) {
    auto tus = helperCalledInLoop();
    facts::FunctionFacts init = fn("configure", "/src/init.c");
    init.allocatorSettings.push_back({"mallopt", param, value, in("/src/init.c", 4)});
    tus.push_back(tu("/src/init.c", {init}));
    auto found = withRule(analyzeProgram(tus, {}), "faultline-per-call-buffer");
    ASSERT_EQ(found.size(), 1u);
    EXPECT_EQ(found[0].severity, Severity::Warning) << param;
  }
}

TEST(Program, EnvironmentSettingsAreNotedWithoutRaising) {
  auto tus = helperCalledInLoop();
  facts::FunctionFacts init = fn("configure", "/src/init.c");
  init.allocatorSettings.push_back(
      {"setenv", "GLIBC_TUNABLES", "glibc.malloc.mmap_threshold=131072", in("/src/init.c", 4)});
  tus.push_back(tu("/src/init.c", {init}));
  auto found = withRule(analyzeProgram(tus, {}), "faultline-per-call-buffer");
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].severity, Severity::Warning);
  EXPECT_NE(noteContaining(found[0], "processes started after it"), nullptr);
}

TEST(Program, CodeOnThreadsSaysSo) {
  facts::FunctionFacts worker = fn("worker", "/src/w.c", {loop(0)});
  worker.blocks.push_back(mallocFreed(1 << 20, 0, 10, 0, 12));
  worker.blocks[0].range = in("/src/w.c", 10);
  facts::FunctionFacts main = fn("main", "/src/m.c");
  facts::CallSite start = call("worker", "/src/m.c", 5, -1);
  start.startsThread = true;
  main.calls.push_back(start);
  auto found = analyzeProgram({tu("/src/w.c", {worker}), tu("/src/m.c", {main})}, {});
  ASSERT_EQ(found.size(), 1u);
  const FindingNote *note = noteContaining(found[0], "may run on a thread started here");
  ASSERT_NE(note, nullptr);
  EXPECT_EQ(note->range.file, "/src/m.c");
}

} // namespace
} // namespace faultline::rules
