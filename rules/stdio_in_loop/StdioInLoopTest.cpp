#include "rules/stdio_in_loop/StdioInLoop.h"

#include "rules/TestFacts.h"

#include <gtest/gtest.h>

namespace faultline::rules {
namespace {

using namespace testing;

const StdioInLoopRule rule;

facts::StreamOpen openIn(int loopId, uint64_t order, std::vector<facts::Release> closes,
                         std::string opener = "fopen") {
  facts::StreamOpen s;
  s.opener = std::move(opener);
  s.range = at(order);
  s.stream = "f";
  s.loop = loopId;
  s.order = order;
  s.closes = std::move(closes);
  return s;
}

facts::Release closeAt(int loopId, uint64_t order) {
  return release(loopId, order, facts::ReleaseKind::Free, "fclose");
}

facts::FunctionFacts openClosePerIteration() {
  auto f = function({loop(0)});
  f.streamOpens.push_back(openIn(0, 10, {closeAt(0, 20)}));
  return f;
}

TEST(StdioInLoop, FopenAndFclosePerIteration) {
  auto out = run(rule, openClosePerIteration());
  ASSERT_EQ(out.size(), 1u);
  const Finding &f = out[0];
  EXPECT_EQ(f.ruleId, "faultline-stdio-in-loop");
  EXPECT_EQ(f.severity, Severity::Warning);
  EXPECT_EQ(f.confidence, Confidence::Medium);
  EXPECT_EQ(f.message, "stream opened by 'fopen' and closed on every iteration of this loop");
  EXPECT_EQ(f.range, at(10));
  EXPECT_EQ(f.function, "ns::work");
  EXPECT_EQ(*f.loop, at(1000, 3));
  ASSERT_NE(noteContaining(f, "closed here by 'fclose'"), nullptr);
  EXPECT_EQ(noteContaining(f, "closed here by 'fclose'")->range, at(20));
  EXPECT_NE(noteContaining(f, "~5 system calls and allocator churn rather than page faults"),
            nullptr);
  EXPECT_NE(f.fix.find("setvbuf"), std::string::npos);
  EXPECT_NE(f.fix.find("keep the stream open"), std::string::npos);
}

TEST(StdioInLoop, CallerBufferOrEscapeIsNotAFinding) {
  auto buffered = openClosePerIteration();
  buffered.streamOpens[0].callerBuffer = at(12);
  EXPECT_TRUE(run(rule, buffered).empty());

  auto escaped = openClosePerIteration();
  escaped.streamOpens[0].escape = facts::EscapeKind::StoredOutside;
  EXPECT_TRUE(run(rule, escaped).empty());
}

TEST(StdioInLoop, CloseOutsideTheIterationIsNotAFinding) {
  auto f = function({loop(0), loop(1)});
  f.streamOpens.push_back(openIn(0, 10, {closeAt(0, 5)}));  // closes the previous stream
  f.streamOpens.push_back(openIn(0, 11, {closeAt(-1, 30)})); // closed after the loop
  f.streamOpens.push_back(openIn(0, 12, {closeAt(1, 40)}));  // closed in a sibling loop
  f.streamOpens.push_back(openIn(-1, 13, {closeAt(-1, 14)})); // not in a loop
  EXPECT_TRUE(run(rule, f).empty());
}

TEST(StdioInLoop, PopenCostsAProcess) {
  auto f = function({loop(0)});
  f.streamOpens.push_back(openIn(0, 10, {release(0, 20, facts::ReleaseKind::Free, "pclose")},
                                 "popen"));
  auto out = run(rule, f);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].message, "stream opened by 'popen' and closed on every iteration of this loop");
  EXPECT_NE(noteContaining(out[0], "child process"), nullptr);
}

facts::BufferingChange unbuffer(int loopId, uint64_t order, std::string stream = "f") {
  facts::BufferingChange c;
  c.function = "setvbuf";
  c.range = at(order);
  c.stream = std::move(stream);
  c.unbuffered = true;
  c.loop = loopId;
  c.order = order;
  return c;
}

facts::StreamOp op(int loopId, uint64_t order, std::string function = "fputc",
                   bool piecewise = true, std::string stream = "f") {
  return {std::move(function), at(order), std::move(stream), piecewise, loopId, order};
}

TEST(StdioInLoop, UnbufferedStreamWrittenPiecewiseInALoop) {
  auto f = function({loop(0)});
  f.bufferingChanges.push_back(unbuffer(-1, 5));
  f.streamOps = {op(0, 30), op(0, 20), op(-1, 40)};
  auto out = run(rule, f);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].message, "unbuffered stream 'f' is written one piece at a time in this loop: "
                            "every 'fputc' is a write(2) system call");
  EXPECT_EQ(out[0].range, at(20)); // the first op of the loop
  EXPECT_EQ(out[0].severity, Severity::Warning);
  EXPECT_EQ(out[0].confidence, Confidence::Medium);
  ASSERT_NE(noteContaining(out[0], "made unbuffered here by 'setvbuf'"), nullptr);
  EXPECT_EQ(noteContaining(out[0], "made unbuffered here")->range, at(5));
  EXPECT_NE(out[0].fix.find("setvbuf a caller buffer"), std::string::npos);
}

TEST(StdioInLoop, MessagesNameTheStreamNotItsKey) {
  for (auto [key, shown] : {std::pair{"log@12:9", "log"}, std::pair{"expr:ctx->out", "ctx->out"},
                            std::pair{"stdout", "stdout"}, std::pair{"a@b", "a@b"}}) {
    auto f = function({loop(0)});
    f.bufferingChanges.push_back(unbuffer(-1, 5, key));
    f.streamOps = {op(0, 20, "putchar", true, key)};
    auto out = run(rule, f);
    ASSERT_EQ(out.size(), 1u) << key;
    EXPECT_EQ(out[0].message.rfind(std::string("unbuffered stream '") + shown + "' is written", 0),
              0u)
        << out[0].message;
  }
}

TEST(StdioInLoop, ReadsSayRead) {
  auto f = function({loop(0)});
  f.bufferingChanges.push_back(unbuffer(-1, 5));
  f.streamOps = {op(0, 20, "fgetc")};
  auto out = run(rule, f);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_NE(out[0].message.find("is read one piece at a time"), std::string::npos);
  EXPECT_NE(out[0].message.find("read(2)"), std::string::npos);
}

TEST(StdioInLoop, OneFindingPerLoop) {
  auto f = function({loop(0), loop(1)});
  f.bufferingChanges.push_back(unbuffer(-1, 5));
  f.streamOps = {op(0, 20), op(0, 21, "fwrite"), op(1, 30, "putc"), op(1, 31)};
  auto out = run(rule, f);
  ASSERT_EQ(out.size(), 2u);
  EXPECT_EQ(out[0].range, at(20));
  EXPECT_EQ(out[1].range, at(30));
  EXPECT_NE(out[1].message.find("every 'putc'"), std::string::npos);
}

TEST(StdioInLoop, NotPiecewiseOtherStreamOrChangeAfterTheLoopIsNotAFinding) {
  auto blocks = function({loop(0)});
  blocks.bufferingChanges.push_back(unbuffer(-1, 5));
  blocks.streamOps = {op(0, 20, "fwrite", /*piecewise=*/false)};
  EXPECT_TRUE(run(rule, blocks).empty());

  auto other = function({loop(0)});
  other.bufferingChanges.push_back(unbuffer(-1, 5, "g"));
  other.streamOps = {op(0, 20)};
  EXPECT_TRUE(run(rule, other).empty());

  auto later = function({loop(0)});
  later.bufferingChanges.push_back(unbuffer(-1, 50));
  later.streamOps = {op(0, 20)};
  EXPECT_TRUE(run(rule, later).empty());

  auto buffered = function({loop(0)});
  buffered.bufferingChanges.push_back(unbuffer(-1, 5));
  buffered.bufferingChanges.back().unbuffered = false;
  buffered.streamOps = {op(0, 20)};
  EXPECT_TRUE(run(rule, buffered).empty());
}

TEST(StdioInLoop, ChangeInsideTheLoopAfterTheOpStillAppliesToLaterIterations) {
  auto f = function({loop(0)});
  f.bufferingChanges.push_back(unbuffer(0, 50));
  f.streamOps = {op(0, 20)};
  EXPECT_EQ(run(rule, f).size(), 1u);
}

TEST(StdioInLoop, RebufferedBeforeTheLoopIsNotAFinding) {
  auto f = function({loop(0)});
  f.bufferingChanges.push_back(unbuffer(-1, 5));
  facts::BufferingChange again = unbuffer(-1, 8);
  again.unbuffered = false;
  again.callerBuffer = true;
  f.bufferingChanges.push_back(again);
  f.streamOps = {op(0, 20)};
  EXPECT_TRUE(run(rule, f).empty());
}

} // namespace
} // namespace faultline::rules
