#include "rules/vector_temporary/VectorTemporary.h"

#include "rules/TestFacts.h"

#include <gtest/gtest.h>

namespace faultline::rules {
namespace {

using namespace testing;
using facts::BlockKind;
using facts::ReleaseKind;

const VectorTemporaryRule rule;

// for (...) { std::vector<char> v(bytes); /* order 10 */ ... } /* ~vector, order 20 */
facts::Block vectorIn(int loopId, std::optional<uint64_t> bytes,
                      std::string type = "std::vector<char>") {
  facts::Block b = block(BlockKind::Container, bytes, loopId, 10,
                         {release(loopId, 20, ReleaseKind::ScopeEnd, "~vector")}, std::move(type));
  b.variable = "v";
  b.valueInitialized = true;
  return b;
}

facts::FunctionFacts oneLoop(std::optional<uint64_t> bytes, std::string type = "std::vector<char>") {
  auto f = function({loop(0)});
  f.blocks.push_back(vectorIn(0, bytes, std::move(type)));
  return f;
}

TEST(VectorTemporary, OneMiBVectorPerIterationIsARisk) {
  auto out = run(rule, oneLoop(1 << 20));
  ASSERT_EQ(out.size(), 1u);
  const Finding &f = out[0];
  EXPECT_EQ(f.ruleId, "faultline-vector-temporary");
  EXPECT_EQ(f.severity, Severity::Warning);
  EXPECT_EQ(f.confidence, Confidence::High);
  EXPECT_EQ(f.sizeBytes, 1u << 20);
  EXPECT_EQ(f.function, "ns::work");
  EXPECT_EQ(f.message.rfind("'std::vector<char>' of 1 MiB (1,048,576 bytes) is constructed and "
                            "destroyed on every iteration of this loop: it faults on every "
                            "iteration when glibc's mmap threshold is pinned",
                            0),
            0u)
      << f.message;
  EXPECT_NE(f.message.find("value-initialisation touches every page"), std::string::npos);
  EXPECT_EQ(f.fix, "hoist the container out of the loop and reuse it: clear() then resize() "
                   "keeps its capacity");
  ASSERT_NE(noteContaining(f, "destroyed here at the end of its scope"), nullptr);
  EXPECT_EQ(noteContaining(f, "destroyed here")->range, at(20));
  EXPECT_NE(noteContaining(f, "~257 minor faults"), nullptr);
}

TEST(VectorTemporary, NotValueInitialisedSaysNothingAboutTouchingPages) {
  auto f = oneLoop(1 << 20);
  f.blocks[0].valueInitialized = false;
  auto out = run(rule, f);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].message.find("value-initialisation"), std::string::npos);
}

TEST(VectorTemporary, The131049ByteVectorOfTheSeedIsFlaggedAndOneLessIsNot) {
  EXPECT_TRUE(run(rule, oneLoop(131048)).empty());
  EXPECT_EQ(run(rule, oneLoop(131049)).size(), 1u);
}

TEST(VectorTemporary, Above32MiBIsAnError) {
  auto out = run(rule, oneLoop(64ull << 20, "std::vector<double>"));
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].severity, Severity::Error);
  EXPECT_NE(out[0].message.find("~16,385 minor faults per iteration"), std::string::npos);
  EXPECT_EQ(run(rule, oneLoop(33554408))[0].severity, Severity::Warning);
}

TEST(VectorTemporary, UnknownSizeIsLowConfidence) {
  auto f = oneLoop(std::nullopt);
  f.blocks[0].size.expression = "rows * cols * sizeof(float)";
  auto out = run(rule, f);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].confidence, Confidence::Low);
  EXPECT_NE(out[0].message.find("(size unknown: rows * cols * sizeof(float))"), std::string::npos);
  EXPECT_NE(noteContaining(out[0], "131,049 bytes"), nullptr);
  EXPECT_EQ(out[0].severity, Severity::Note); // --unknown-sizes=note, the default
  RuleOptions warn;
  warn.unknownSizes = RuleOptions::UnknownSizes::Warn;
  out = run(rule, f, warn);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].severity, Severity::Warning);
  RuleOptions off;
  off.unknownSizes = RuleOptions::UnknownSizes::Off;
  EXPECT_TRUE(run(rule, f, off).empty());
}

TEST(VectorTemporary, UnknownSizeThatCannotReachTheThresholdIsNotReported) {
  auto f = oneLoop(std::nullopt);
  f.blocks[0].size.expression = "kLineMax - a.size() - b.size()";
  f.blocks[0].size.upperBound = 500;
  f.blocks[0].size.boundDerivation = "a constant minus something is at most the constant";
  EXPECT_TRUE(run(rule, f).empty());
  auto g = oneLoop(std::nullopt);
  g.blocks[0].size.expression = "names.size() * sizeof(char *)";
  g.blocks[0].size.growth.clear(); // a count times a small sizeof
  EXPECT_TRUE(run(rule, g).empty());
}

TEST(VectorTemporary, ReusedContainerIsNotAFinding) {
  // std::vector<char> v; for (...) { v.clear(); v.resize(n); } -- destroyed after the loop.
  auto f = function({loop(0)});
  facts::Block b = vectorIn(0, 64ull << 20);
  b.releases = {release(-1, 30, ReleaseKind::ScopeEnd, "~vector")};
  f.blocks.push_back(b);
  EXPECT_TRUE(run(rule, f).empty());
}

TEST(VectorTemporary, EscapingOrOutOfLoopContainersAreNotFindings) {
  auto moved = oneLoop(64ull << 20);
  moved.blocks[0].escape = facts::EscapeKind::Moved;
  EXPECT_TRUE(run(rule, moved).empty());

  auto outside = function({loop(0)});
  outside.blocks.push_back(vectorIn(-1, 64ull << 20));
  EXPECT_TRUE(run(rule, outside).empty());
}

TEST(VectorTemporary, TemporaryDestroyedAtEndOfFullExpression) {
  auto f = function({loop(0)});
  facts::Block b = block(BlockKind::Container, 2 << 20, 0, 10,
                         {release(0, 11, ReleaseKind::TemporaryEnd, "~vector")},
                         "std::vector<int>");
  b.variable.clear();
  f.blocks.push_back(b);
  auto out = run(rule, f);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].message.rfind("temporary 'std::vector<int>' of 2 MiB", 0), 0u) << out[0].message;
}

TEST(VectorTemporary, ReassignedEachIterationCounts) {
  auto f = function({loop(0)});
  facts::Block b = vectorIn(0, 1 << 20);
  b.releases = {release(0, 15, ReleaseKind::Reassigned, "operator=")};
  f.blocks.push_back(b);
  auto out = run(rule, f);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(noteContaining(out[0], "replaced here by a new value")->range, at(15));
}

TEST(VectorTemporary, SizingMemberIsNamedApartFromTheType) {
  auto out = run(rule, oneLoop(4 << 20, "std::vector<int>::assign"));
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].message.rfind("'std::vector<int>' is sized by 'assign' to 4 MiB (4,194,304 "
                                 "bytes) and destroyed on every iteration of this loop",
                                 0),
            0u)
      << out[0].message;
  EXPECT_NE(out[0].message.find("'assign' writes every element"), std::string::npos);
  auto unknown = oneLoop(std::nullopt, "std::basic_string<char>::resize");
  out = run(rule, unknown);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].message.rfind("'std::basic_string<char>' is sized by 'resize' and destroyed", 0),
            0u)
      << out[0].message;
}

TEST(VectorTemporary, StringAndValarrayAreNamedByTheirType) {
  auto s = run(rule, oneLoop(1 << 20, "std::basic_string<char>"));
  ASSERT_EQ(s.size(), 1u);
  EXPECT_EQ(s[0].message.rfind("'std::basic_string<char>' of 1 MiB", 0), 0u);
  auto v = run(rule, oneLoop(64ull << 20, "std::valarray<float>"));
  ASSERT_EQ(v.size(), 1u);
  EXPECT_EQ(v[0].severity, Severity::Error);
}

TEST(VectorTemporary, DequeIsChurnNotFaults) {
  auto out = run(rule, oneLoop(64ull << 20, "std::deque<char>"));
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].severity, Severity::Warning);
  EXPECT_EQ(out[0].confidence, Confidence::Low);
  EXPECT_EQ(out[0].message.find("mmapped"), std::string::npos) << out[0].message;
  EXPECT_NE(out[0].message.find("131,073 node allocations"), std::string::npos) << out[0].message;
  EXPECT_NE(noteContaining(out[0], "512-byte nodes"), nullptr);
}

TEST(VectorTemporary, NonContainerBlocksBelongToLoopAlloc) {
  auto f = function({loop(0)});
  f.blocks.push_back(mallocFreed(64ull << 20, 0, 10, 0, 20));
  EXPECT_TRUE(run(rule, f).empty());
}

} // namespace
} // namespace faultline::rules
