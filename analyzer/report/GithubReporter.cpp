#include "report/GithubReporter.h"

#include "report/Reporters.h"

#include "llvm/ADT/StringExtras.h"

#include <algorithm>
#include <vector>

namespace faultline::report {

std::string escapeGithubData(llvm::StringRef s) {
  std::string out;
  for (char c : s) {
    switch (c) {
    case '%': out += "%25"; break;
    case '\r': out += "%0D"; break;
    case '\n': out += "%0A"; break;
    default: out += c;
    }
  }
  return out;
}

std::string escapeGithubProperty(llvm::StringRef s) {
  std::string out;
  for (char c : escapeGithubData(s)) {
    switch (c) {
    case ':': out += "%3A"; break;
    case ',': out += "%2C"; break;
    default: out += c;
    }
  }
  return out;
}

namespace {

const char *command(rules::Severity s) {
  switch (s) {
  case rules::Severity::Error: return "error";
  case rules::Severity::Warning: return "warning";
  case rules::Severity::Note: return "notice";
  }
  return "warning";
}

std::string where(const facts::SourceRange &r, llvm::StringRef root) {
  if (!r.valid())
    return "";
  return displayPath(r.file, root).append(":").append(std::to_string(r.line));
}

} // namespace

void writeGithub(const Report &report, llvm::raw_ostream &os) {
  for (const ReportedFinding &rf : report.findings) {
    const rules::Finding &f = rf.finding;
    std::vector<std::string> props;
    if (f.range.valid()) {
      props.push_back("file=" + escapeGithubProperty(displayPath(f.range.file, report.root)));
      props.push_back("line=" + std::to_string(f.range.line));
      unsigned endLine = std::max(f.range.endLine, f.range.line);
      // GitHub takes columns only for an annotation on one line; its endColumn is the last
      // column, where faultline's ranges end one past it.
      if (endLine == f.range.line) {
        props.push_back("col=" + std::to_string(f.range.column));
        if (f.range.endColumn > f.range.column + 1)
          props.push_back("endColumn=" + std::to_string(f.range.endColumn - 1));
      }
      props.push_back("endLine=" + std::to_string(endLine));
    }
    props.push_back("title=" + escapeGithubProperty(f.ruleId));
    os << "::" << command(f.severity) << ' ' << llvm::join(props, ",") << "::";
    // The message, then the call path and the notes (with their locations), one per line.
    std::string text = f.message;
    for (const rules::CallStep &step : f.callPath) {
      bool inNotes = false;
      for (const rules::FindingNote &n : f.notes)
        inNotes |= n.range == step.range;
      if (!inNotes)
        text.append("\n").append(where(step.range, report.root)).append(": ")
            .append(callStepMessage(step));
    }
    for (const rules::FindingNote &n : f.notes) {
      std::string at = where(n.range, report.root);
      text.append("\n");
      if (!at.empty())
        text.append(at).append(": ");
      text.append(n.message);
    }
    bool fixInNotes = false;
    for (const rules::FindingNote &n : f.notes)
      fixInNotes |= llvm::StringRef(n.message).contains(f.fix);
    if (!f.fix.empty() && !fixInNotes)
      text.append("\nfix: ").append(f.fix);
    os << escapeGithubData(text) << '\n';
  }
}

} // namespace faultline::report
