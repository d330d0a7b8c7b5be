// driver/Fixes.h below the command line: --fix refuses a file whose content changed since it
// was analysed (the window between extraction and the join, which no end-to-end test can
// time), applies a fix whole or not at all when two overlap, and --export-fixes writes the
// byte offsets clang-apply-replacements expects.
#include "driver/Fixes.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Support/xxhash.h"

#include <gtest/gtest.h>

namespace faultline::driver {
namespace {

struct Scratch {
  llvm::SmallString<128> dir;
  std::string file;
  Scratch(llvm::StringRef text) {
    EXPECT_FALSE(llvm::sys::fs::createUniqueDirectory("faultline-fixes-test", dir));
    file = (dir + "/a.c").str();
    write(text);
  }
  ~Scratch() { llvm::sys::fs::remove_directories(dir); }
  void write(llvm::StringRef text) {
    std::error_code ec;
    llvm::raw_fd_ostream os(file, ec);
    os << text;
  }
  std::string read() const { return llvm::MemoryBuffer::getFile(file).get()->getBuffer().str(); }
};

report::ReportedFinding finding(const std::string &file, llvm::StringRef analysed, unsigned line,
                                std::vector<facts::FixEdit> edits, std::string fingerprint) {
  report::ReportedFinding rf;
  rf.finding.ruleId = "faultline-loop-alloc";
  rf.finding.range = {file, line, 3, line, 9};
  rf.finding.message = "block allocated and freed on every iteration";
  rf.fingerprint = std::move(fingerprint);
  facts::Fix fix;
  fix.rule = rf.finding.ruleId;
  fix.at = rf.finding.range;
  fix.file = file;
  fix.fileHash = llvm::xxh3_64bits(analysed);
  fix.description = "hoist";
  fix.edits = std::move(edits);
  rf.fix = fix;
  return rf;
}

const char *kText = "line1\nline2\nline3\n";

TEST(Fixes, AppliesWhenTheFileIsAsAnalysed) {
  Scratch s(kText);
  report::Report rep;
  rep.findings.push_back(finding(s.file, kText, 2, {{6, 5, "LINE2"}, {0, 0, "// top\n"}}, "f1"));
  bool ok = false;
  std::set<std::string> fixed = applyFixes(rep, ok);
  EXPECT_TRUE(ok);
  EXPECT_EQ(fixed, std::set<std::string>{"f1"});
  EXPECT_EQ(s.read(), "// top\nline1\nLINE2\nline3\n");
}

TEST(Fixes, RefusesAFileChangedSinceAnalysis) {
  Scratch s(kText);
  report::Report rep;
  rep.findings.push_back(finding(s.file, kText, 2, {{6, 5, "LINE2"}}, "f1"));
  s.write("line0\nline1\nline2\nline3\n"); // edited after the analysis
  bool ok = false;
  std::set<std::string> fixed = applyFixes(rep, ok);
  EXPECT_TRUE(ok); // a refusal is not a write error
  EXPECT_TRUE(fixed.empty());
  EXPECT_EQ(s.read(), "line0\nline1\nline2\nline3\n");
}

TEST(Fixes, AnOverlappingFixIsLeftWhole) {
  Scratch s(kText);
  report::Report rep;
  rep.findings.push_back(finding(s.file, kText, 1, {{0, 5, "LINE1"}, {12, 0, "x"}}, "f1"));
  // Overlaps f1's first edit; its second edit alone would apply cleanly, but not half a fix.
  rep.findings.push_back(finding(s.file, kText, 2, {{3, 4, "E1\nl"}, {13, 1, "I"}}, "f2"));
  bool ok = false;
  std::set<std::string> fixed = applyFixes(rep, ok);
  EXPECT_EQ(fixed, std::set<std::string>{"f1"});
  EXPECT_EQ(s.read(), "LINE1\nline2\nxline3\n");
}

TEST(Fixes, InsertionsAtOneOffsetKeepTheFixesOrder) {
  // Two blocks hoisted before one loop and released after it, as clang-tidy --fix orders them.
  Scratch s(kText);
  report::Report rep;
  rep.findings.push_back(finding(s.file, kText, 1, {{6, 0, "a;"}, {12, 0, "free(a);"}}, "f1"));
  rep.findings.push_back(finding(s.file, kText, 2, {{6, 0, "b;"}, {12, 0, "free(b);"}}, "f2"));
  bool ok = false;
  EXPECT_EQ(applyFixes(rep, ok).size(), 2u);
  EXPECT_EQ(s.read(), "line1\na;b;line2\nfree(a);free(b);line3\n");
}

TEST(Fixes, ExportsClangTidyYamlWithByteOffsets) {
  Scratch s(kText);
  report::Report rep;
  rep.findings.push_back(finding(s.file, kText, 2, {{6, 5, "LINE2"}}, "f1"));
  rep.findings.push_back({}); // a finding without a fix is not exported
  std::string yaml;
  llvm::raw_string_ostream os(yaml);
  writeExportFixes(rep, os);
  os.flush();
  EXPECT_NE(yaml.find("MainSourceFile:  ''"), std::string::npos) << yaml;
  EXPECT_NE(yaml.find("DiagnosticName:  faultline-loop-alloc"), std::string::npos) << yaml;
  // The finding at 2:3 is byte 8; the replacement is bytes 6..11.
  EXPECT_NE(yaml.find("FileOffset:      8"), std::string::npos) << yaml;
  EXPECT_NE(yaml.find("Offset:          6"), std::string::npos) << yaml;
  EXPECT_NE(yaml.find("Length:          5"), std::string::npos) << yaml;
  EXPECT_NE(yaml.find("ReplacementText: LINE2"), std::string::npos) << yaml;
  EXPECT_EQ(yaml.find("Diagnostics:", yaml.find("Diagnostics:") + 1), std::string::npos);
}

} // namespace
} // namespace faultline::driver
