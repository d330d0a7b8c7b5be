#include "report/Report.h"
#include "report/Reporters.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

namespace faultline::report {

Counts count(const Report &r) {
  Counts c;
  for (const ReportedFinding &f : r.findings) {
    switch (f.finding.severity) {
    case rules::Severity::Note: ++c.notes; break;
    case rules::Severity::Warning: ++c.warnings; break;
    case rules::Severity::Error: ++c.errors; break;
    }
  }
  return c;
}

std::string displayPath(llvm::StringRef path, llvm::StringRef root) {
  llvm::SmallString<256> p(path);
  llvm::sys::path::remove_dots(p, /*remove_dot_dot=*/true);
  llvm::StringRef rest = p;
  if (!root.empty() && rest.consume_front(root) &&
      (rest.empty() || llvm::sys::path::is_separator(rest.front()) ||
       llvm::sys::path::is_separator(root.back()))) {
    rest = rest.ltrim("/");
    if (!rest.empty())
      return llvm::sys::path::convert_to_slash(rest);
  }
  return llvm::sys::path::convert_to_slash(p);
}

std::string callStepMessage(const rules::CallStep &step) {
  if (!step.message.empty())
    return step.message;
  return "'" + step.caller + "' calls '" + step.callee + "'";
}

static std::string plural(unsigned n, llvm::StringRef word) {
  return std::to_string(n) + " " + word.str() + (n == 1 ? "" : "s");
}

std::string summaryLine(const Report &r) {
  Counts c = count(r);
  std::vector<std::string> parts;
  if (c.errors)
    parts.push_back(plural(c.errors, "error"));
  if (c.warnings)
    parts.push_back(plural(c.warnings, "warning"));
  if (c.notes)
    parts.push_back(plural(c.notes, "note"));
  std::string s;
  if (parts.empty())
    s = "no findings";
  for (size_t i = 0; i < parts.size(); ++i)
    s += (i == 0 ? "" : i + 1 == parts.size() ? " and " : ", ") + parts[i];
  s += " in " + plural(r.filesAnalyzed, "file");
  if (!r.failures.empty())
    s += "; " + std::to_string(r.failures.size()) +
         (r.failures.size() == 1 ? " file" : " files") + " failed to analyse";
  if (r.unknownSizesNotShown)
    s += "; " + plural(r.unknownSizesNotShown, "finding") +
         " of unknown size not shown (--unknown-sizes note)";
  return s;
}

} // namespace faultline::report
