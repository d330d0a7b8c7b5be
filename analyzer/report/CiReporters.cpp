#include "report/CiReporters.h"

#include "report/Reporters.h"

#include "llvm/Support/FormatVariadic.h"

namespace faultline::report {

namespace json = llvm::json;

// GitLab's five levels; a note is information, a warning a major issue, an error (faults on
// every iteration even with default settings) a critical one.
static const char *gitlabSeverity(rules::Severity s) {
  switch (s) {
  case rules::Severity::Note: return "info";
  case rules::Severity::Warning: return "major";
  case rules::Severity::Error: return "critical";
  }
  return "major";
}

json::Value toGitlabCodeQuality(const Report &report) {
  json::Array issues;
  for (const ReportedFinding &rf : report.findings) {
    const rules::Finding &f = rf.finding;
    unsigned end = std::max(f.range.endLine, f.range.line);
    issues.push_back(json::Object{
        {"type", "issue"},
        {"check_name", f.ruleId},
        {"description", f.message},
        {"categories", json::Array{"Performance"}},
        {"severity", gitlabSeverity(f.severity)},
        {"fingerprint", rf.fingerprint},
        {"location", json::Object{{"path", displayPath(f.range.file, report.root)},
                                  {"lines", json::Object{{"begin", f.range.line}, {"end", end}}}}},
    });
  }
  return std::move(issues);
}

// XML 1.0 text and attribute values: the five entities, and no control characters but tab and
// newline (XML 1.0 forbids the others even escaped).
static std::string xml(llvm::StringRef s) {
  std::string out;
  for (char c : s) {
    switch (c) {
    case '&': out += "&amp;"; break;
    case '<': out += "&lt;"; break;
    case '>': out += "&gt;"; break;
    case '"': out += "&quot;"; break;
    case '\'': out += "&apos;"; break;
    default:
      if (static_cast<unsigned char>(c) >= 0x20 || c == '\t' || c == '\n')
        out += c;
      else
        out += ' ';
    }
  }
  return out;
}

void writeJunit(const Report &report, llvm::raw_ostream &os) {
  size_t tests = report.findings.size() + report.failures.size();
  bool clean = tests == 0; // one passing case, so a clean run is not an empty suite
  os << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  os << llvm::formatv("<testsuites name=\"faultline\" tests=\"{0}\" failures=\"{1}\" "
                      "errors=\"{2}\">\n",
                      clean ? 1 : tests, report.findings.size(), report.failures.size());
  os << llvm::formatv("  <testsuite name=\"faultline\" tests=\"{0}\" failures=\"{1}\" "
                      "errors=\"{2}\">\n",
                      clean ? 1 : tests, report.findings.size(), report.failures.size());
  if (clean)
    os << llvm::formatv("    <testcase classname=\"faultline\" name=\"{0} file(s) analysed, no "
                        "findings\"/>\n",
                        report.filesAnalyzed);
  for (const ReportedFinding &rf : report.findings) {
    const rules::Finding &f = rf.finding;
    std::string path = displayPath(f.range.file, report.root);
    std::string body = f.message;
    for (const rules::FindingNote &n : f.notes)
      body += "\n" + (n.range.valid() ? displayPath(n.range.file, report.root) + ":" +
                                            std::to_string(n.range.line) + ": "
                                      : std::string()) +
              n.message;
    os << llvm::formatv("    <testcase classname=\"{0}\" name=\"{1}:{2}:{3}\" file=\"{1}\" "
                        "line=\"{2}\">\n",
                        xml(f.ruleId), xml(path), f.range.line, f.range.column);
    os << llvm::formatv("      <failure type=\"{0}\" message=\"{1}\">{2}</failure>\n",
                        xml(rules::toString(f.severity)), xml(f.message), xml(body));
    os << "    </testcase>\n";
  }
  for (const Failure &failure : report.failures) {
    std::string path = displayPath(failure.file, report.root);
    os << llvm::formatv("    <testcase classname=\"faultline.analysis\" name=\"{0}\" "
                        "file=\"{0}\">\n",
                        xml(path));
    os << llvm::formatv("      <error type=\"analysis failed\" message=\"{0}\"/>\n",
                        xml(failure.error));
    os << "    </testcase>\n";
  }
  os << "  </testsuite>\n</testsuites>\n";
}

} // namespace faultline::report
