// Unit tests of the pipeline's pure parts: --shard parsing, the bundle round trip, and how the
// reporters render a call path the rule did not already describe in its notes.
#include "pipeline/Bundle.h"
#include "pipeline/Shard.h"
#include "report/Reporters.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

using namespace faultline;

TEST(Shard, ParsesKOfN) {
  auto s = pipeline::parseShard("2/3");
  ASSERT_TRUE(s);
  EXPECT_EQ(s->index, 2u);
  EXPECT_EQ(s->count, 3u);
  EXPECT_TRUE(s->contains(1) && s->contains(4) && !s->contains(0) && !s->contains(2));
  for (const char *bad : {"0/2", "3/2", "x/y", "1/0", "", "1/", "/1", "1/2/3", "-1/2", "+1/2",
                          " 1/2", "1/2 ", "99999999999/99999999999"})
    EXPECT_FALSE(pipeline::parseShard(bad)) << bad;
}

TEST(Shard, SlicesCoverEveryIndexOnce) {
  for (unsigned n = 1; n <= 4; ++n)
    for (size_t i = 0; i < 20; ++i) {
      int owners = 0;
      for (unsigned k = 1; k <= n; ++k)
        owners += pipeline::Shard{k, n}.contains(i);
      EXPECT_EQ(owners, 1);
    }
}

TEST(Bundle, RoundTrips) {
  pipeline::Bundle b;
  b.toolVersion = "9.9.9";
  b.shard = pipeline::Shard{2, 5};
  b.extractOptions = "abc";
  b.filesAnalyzed = 2;
  b.failures.push_back({"/p/broken.c", "/p/broken.c:1:2: error: x"});
  facts::TranslationUnitFacts tu;
  tu.mainFile = "/p/a.c";
  facts::FunctionFacts f;
  f.name = "work";
  f.usr = "c:@F@work";
  f.range = {"/p/a.c", 3, 6, 3, 10};
  tu.functions.push_back(f);
  b.translationUnits.push_back(tu);

  llvm::SmallString<128> file;
  ASSERT_FALSE(llvm::sys::fs::createTemporaryFile("bundle", "json", file));
  {
    std::error_code ec;
    llvm::raw_fd_ostream os(file, ec);
    ASSERT_FALSE(ec);
    os << pipeline::toJSON(b);
  }
  pipeline::Bundle back;
  std::string error;
  ASSERT_TRUE(pipeline::readBundle(file, back, error)) << error;
  llvm::sys::fs::remove(file);
  EXPECT_EQ(back.toolVersion, "9.9.9");
  ASSERT_TRUE(back.shard);
  EXPECT_EQ(back.shard->str(), "2/5");
  EXPECT_EQ(back.extractOptions, "abc");
  EXPECT_EQ(back.filesAnalyzed, 2u);
  ASSERT_EQ(back.failures.size(), 1u);
  EXPECT_EQ(back.failures[0].error, "/p/broken.c:1:2: error: x");
  ASSERT_EQ(back.translationUnits.size(), 1u);
  EXPECT_EQ(back.translationUnits[0].functions[0].range, f.range);
}

namespace {

// A per-call finding whose rule noted only the first call: the reporters must add the rest.
report::Report callPathReport() {
  rules::Finding f;
  f.ruleId = "faultline-per-call-buffer";
  f.severity = rules::Severity::Warning;
  f.range = {"/p/helper.c", 4, 15, 4, 30};
  f.message = "4 MiB block allocated and freed on every call of 'process'";
  f.function = "process";
  f.loop = facts::SourceRange{"/p/loop.c", 5, 3, 5, 30};
  f.callPath.push_back({{"/p/loop.c", 6, 5, 6, 14}, "run", "middle", ""});
  f.callPath.push_back({{"/p/loop.c", 2, 22, 2, 32}, "middle", "process",
                        "'middle' calls 'process' here"});
  f.notes.push_back({{"/p/loop.c", 6, 5, 6, 14}, "called in the loop here"});
  report::Report r;
  r.root = "/p";
  r.findings.push_back({f, "0123456789abcdef:1"});
  r.filesAnalyzed = 2;
  return r;
}

} // namespace

TEST(Reporters, TextAddsCallStepsTheRuleDidNotNote) {
  std::string out;
  llvm::raw_string_ostream os(out);
  report::writeText(callPathReport(), os, /*color=*/false);
  EXPECT_EQ(out, "helper.c:4:15: warning: 4 MiB block allocated and freed on every call of "
                 "'process' [faultline-per-call-buffer]\n"
                 "loop.c:2:22: note: 'middle' calls 'process' here\n"
                 "loop.c:6:5: note: called in the loop here\n");
}

TEST(Reporters, JsonHasCallPath) {
  llvm::json::Value v = report::toJson(callPathReport());
  const auto *path = v.getAsObject()->getArray("findings")->front().getAsObject()->getArray(
      "callPath");
  ASSERT_TRUE(path);
  ASSERT_EQ(path->size(), 2u);
  const auto *first = (*path)[0].getAsObject();
  EXPECT_EQ(first->getString("caller"), "run");
  EXPECT_EQ(first->getString("callee"), "middle");
  EXPECT_EQ(first->getString("message"), "'run' calls 'middle'"); // filled in when empty
  EXPECT_EQ(first->getObject("location")->getString("file"), "loop.c");
  EXPECT_EQ(first->getObject("location")->getInteger("line"), 6);
}

TEST(Reporters, SarifHasRelatedLocationsAndOneCodeFlow) {
  llvm::json::Value v = report::toSarif(callPathReport());
  const auto *result = v.getAsObject()
                           ->getArray("runs")
                           ->front()
                           .getAsObject()
                           ->getArray("results")
                           ->front()
                           .getAsObject();
  // The loop, the noted call, then the call the notes did not cover; no duplicates.
  const auto *related = result->getArray("relatedLocations");
  ASSERT_TRUE(related);
  ASSERT_EQ(related->size(), 3u);
  EXPECT_EQ((*related)[2].getAsObject()->getObject("message")->getString("text"),
            "'middle' calls 'process' here");
  const auto *flows = result->getArray("codeFlows");
  ASSERT_TRUE(flows);
  ASSERT_EQ(flows->size(), 1u);
  const auto *steps = flows->front()
                          .getAsObject()
                          ->getArray("threadFlows")
                          ->front()
                          .getAsObject()
                          ->getArray("locations");
  ASSERT_EQ(steps->size(), 3u); // two calls, then the allocation
  auto line = [&](size_t i) {
    return (*steps)[i]
        .getAsObject()
        ->getObject("location")
        ->getObject("physicalLocation")
        ->getObject("region")
        ->getInteger("startLine");
  };
  EXPECT_EQ(line(0), 6);
  EXPECT_EQ(line(1), 2);
  EXPECT_EQ(line(2), 4);
}

namespace {

// Three findings (so element separators and the array's indentation are exercised), one failure.
report::Report threeFindingReport() {
  report::Report r = callPathReport();
  r.findings.push_back(r.findings.front());
  r.findings.back().finding.range.line = 9;
  r.findings.back().finding.ruleId = "faultline-loop-alloc";
  r.findings.push_back(r.findings.front());
  r.findings.back().finding.function = "other \"quoted\" \xc3\xa4";
  r.failures.push_back({"/p/broken.c", "/p/broken.c:1:2: error: x"});
  return r;
}

std::string render(llvm::function_ref<void(llvm::raw_ostream &)> write) {
  std::string out;
  llvm::raw_string_ostream os(out);
  write(os);
  return out;
}

} // namespace

// The streamed writers must give exactly the bytes of the tree they no longer build.
TEST(Reporters, StreamedJsonEqualsTheTree) {
  for (const report::Report &r : {report::Report{}, callPathReport(), threeFindingReport()}) {
    std::string tree = render([&](auto &os) { report::writeJsonValue(report::toJson(r), os); });
    std::string streamed = render([&](auto &os) {
      report::writeJson(r, os, [](llvm::json::Value &v) { (*v.getAsObject())["extra"] = 1; });
    });
    llvm::json::Value annotated = report::toJson(r);
    (*annotated.getAsObject())["extra"] = 1;
    EXPECT_EQ(streamed, render([&](auto &os) { report::writeJsonValue(annotated, os); }));
    EXPECT_NE(tree, streamed); // the annotation is really there
    EXPECT_EQ(render([&](auto &os) { report::writeJson(r, os); }), tree);
  }
}

TEST(Reporters, StreamedSarifEqualsTheTree) {
  for (const report::Report &r : {report::Report{}, callPathReport(), threeFindingReport()}) {
    llvm::json::Value tree = report::toSarif(r);
    std::string plain = render([&](auto &os) { report::writeJsonValue(tree, os); });
    EXPECT_EQ(render([&](auto &os) { report::writeSarif(r, os); }), plain);
    for (llvm::json::Value &result :
         *tree.getAsObject()->getArray("runs")->front().getAsObject()->getArray("results"))
      (*result.getAsObject())["baselineState"] = "new";
    std::string streamed = render([&](auto &os) {
      report::writeSarif(r, os, {}, [](llvm::json::Object &o) { o["baselineState"] = "new"; });
    });
    EXPECT_EQ(streamed, render([&](auto &os) { report::writeJsonValue(tree, os); }));
  }
}
