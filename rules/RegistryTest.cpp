#include "rules/Rule.h"

#include "rules/TestFacts.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace faultline::rules {
namespace {

using namespace testing;

TEST(Registry, AllRulesInAFixedOrderAndFindable) {
  std::vector<std::string> ids;
  for (const auto &rule : allRules())
    ids.push_back(rule->id());
  EXPECT_EQ(ids, (std::vector<std::string>{"faultline-loop-alloc", "faultline-vector-temporary",
                                           "faultline-stdio-in-loop", "faultline-per-call-buffer"}));
  for (const auto &rule : allRules())
    EXPECT_EQ(findRule(rule->id()), rule.get());
  EXPECT_EQ(findRule("faultline-nope"), nullptr);
  EXPECT_EQ(findRule(""), nullptr);
}

// The doc embedded at build time is the rule's .md: title, summary, the five ruff headings.
TEST(Registry, EveryRuleCarriesItsDocumentation) {
  for (const auto &rule : allRules()) {
    SCOPED_TRACE(rule->id());
    std::string doc = rule->documentation();
    EXPECT_EQ(doc.rfind("# " + std::string(rule->id()) + "\n\n", 0), 0u);
    std::string summary = rule->summary();
    EXPECT_FALSE(summary.empty());
    EXPECT_EQ(summary.find('\n'), std::string::npos);
    EXPECT_NE(doc.find("\n\n" + summary + "\n"), std::string::npos);
    size_t last = 0;
    int headings = 0;
    for (const char *h : {"## What it does", "## Why is this bad?", "## Example", "## Use instead",
                          "## Options"}) {
      size_t pos = doc.find(std::string("\n") + h + "\n");
      ASSERT_NE(pos, std::string::npos) << h;
      EXPECT_GT(pos, last) << h << " out of order";
      last = pos;
      ++headings;
    }
    // Exactly five second-level headings.
    size_t count = 0;
    for (size_t p = doc.find("\n## "); p != std::string::npos; p = doc.find("\n## ", p + 1))
      ++count;
    EXPECT_EQ(count, 5u);
  }
}

// One function per template instantiation, same allocation site: unknown size in one, 1 MiB in
// the other, 2 MiB in a third.
facts::FunctionFacts instantiation(std::string name, std::optional<uint64_t> bytes) {
  auto f = function({loop(0)}, std::move(name));
  f.blocks.push_back(mallocFreed(bytes, 0, 10, 0, 20));
  return f;
}

TEST(Registry, RunRulesDeduplicatesKeepingTheLargerKnownSize) {
  facts::TranslationUnitFacts tu;
  tu.functions = {instantiation("f<int>", std::nullopt), instantiation("f<char>", 1 << 20),
                  instantiation("f<long>", 2 << 20), instantiation("f<short>", 1 << 20)};
  auto out = runRules(tu, {});
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].sizeBytes, 2u << 20);
  EXPECT_EQ(out[0].function, "f<long>");
}

TEST(Registry, RunRulesKnownBeatsUnknownWhicheverComesFirst) {
  facts::TranslationUnitFacts tu;
  tu.functions = {instantiation("f<char>", 1 << 20), instantiation("f<int>", std::nullopt)};
  auto out = runRules(tu, {});
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(out[0].sizeBytes, 1u << 20);
}

TEST(Registry, RunRulesSortsAndKeepsDistinctRulesAtOneRange) {
  auto f = function({loop(0)});
  f.blocks.push_back(mallocFreed(1 << 20, 0, 30, 0, 40));
  f.blocks.push_back(mallocFreed(1 << 20, 0, 10, 0, 20));
  facts::StreamOpen s;
  s.opener = "fopen";
  s.range = at(30); // same range as the block at line 30, different rule: both stay
  s.loop = 0;
  s.order = 31;
  s.closes = {release(0, 35, facts::ReleaseKind::Free, "fclose")};
  f.streamOpens.push_back(s);
  facts::TranslationUnitFacts tu;
  tu.functions = {f};

  auto out = runRules(tu, {});
  ASSERT_EQ(out.size(), 3u);
  EXPECT_TRUE(std::is_sorted(out.begin(), out.end()));
  EXPECT_EQ(out[0].range.line, 10u);
  EXPECT_EQ(out[1].ruleId, "faultline-loop-alloc");
  EXPECT_EQ(out[2].ruleId, "faultline-stdio-in-loop");

  auto without = runRules(tu, {}, {"faultline-stdio-in-loop"});
  ASSERT_EQ(without.size(), 2u);
  EXPECT_TRUE(std::none_of(without.begin(), without.end(), [](const Finding &x) {
    return x.ruleId == "faultline-stdio-in-loop";
  }));
}

TEST(Registry, FindingOrderIsFileLineColumnRuleMessage) {
  Finding a, b;
  a.range = at(5);
  b.range = at(5);
  a.ruleId = "faultline-a";
  b.ruleId = "faultline-b";
  EXPECT_TRUE(a < b);
  EXPECT_FALSE(b < a);
  b.range.file = "/a.cpp";
  EXPECT_TRUE(b < a);
  EXPECT_STREQ(toString(Severity::Error), "error");
  EXPECT_STREQ(toString(Confidence::Low), "low");
}

} // namespace
} // namespace faultline::rules
