#include "report/Reporters.h"

#include "llvm/Support/WithColor.h"

namespace faultline::report {

namespace {

// The colours clang uses for the same parts of a diagnostic, so faultline output reads like a
// compiler's: bold locations and messages, magenta warnings, red errors.
llvm::raw_ostream::Colors colorOf(rules::Severity s) {
  switch (s) {
  case rules::Severity::Note: return llvm::raw_ostream::CYAN;
  case rules::Severity::Warning: return llvm::raw_ostream::MAGENTA;
  case rules::Severity::Error: return llvm::raw_ostream::RED;
  }
  return llvm::raw_ostream::SAVEDCOLOR;
}

class Printer {
public:
  Printer(llvm::raw_ostream &os, const Report &r, bool color)
      : os_(os), report_(r), mode_(color ? llvm::ColorMode::Enable : llvm::ColorMode::Disable) {}

  void location(const facts::SourceRange &range) {
    if (!range.valid())
      return;
    llvm::WithColor(os_, llvm::raw_ostream::SAVEDCOLOR, /*Bold=*/true, false, mode_)
        << displayPath(range.file, report_.root) << ':' << range.line << ':' << range.column
        << ": ";
  }

  void diagnostic(rules::Severity severity, const facts::SourceRange &range,
                  llvm::StringRef message, llvm::StringRef ruleId, llvm::StringRef tag = "") {
    location(range);
    llvm::WithColor(os_, colorOf(severity), /*Bold=*/true, false, mode_)
        << rules::toString(severity) << ": ";
    // clang prints the message of a warning or error bold, a note's plain.
    bool bold = severity != rules::Severity::Note;
    llvm::WithColor(os_, llvm::raw_ostream::SAVEDCOLOR, bold, false, mode_) << message;
    if (!ruleId.empty())
      llvm::WithColor(os_, llvm::raw_ostream::SAVEDCOLOR, bold, false, mode_)
          << " [" << ruleId << ']';
    if (!tag.empty())
      os_ << " [" << tag << ']';
    os_ << '\n';
  }

private:
  llvm::raw_ostream &os_;
  const Report &report_;
  llvm::ColorMode mode_;
};

} // namespace

void writeText(const Report &report, llvm::raw_ostream &os, bool color) {
  Printer p(os, report, color);
  for (const ReportedFinding &rf : report.findings) {
    const rules::Finding &f = rf.finding;
    p.diagnostic(f.severity, f.range, f.message, f.ruleId,
                 rf.mode == "fast" ? "fast mode" : "");
    // The call path from the loop down to the finding, one note per call, unless the rule
    // already put a note at that call (the built-in rules do, with their own wording).
    for (const rules::CallStep &step : f.callPath) {
      bool inNotes = false;
      for (const rules::FindingNote &n : f.notes)
        inNotes |= n.range == step.range;
      if (!inNotes)
        p.diagnostic(rules::Severity::Note, step.range, callStepMessage(step), "");
    }
    for (const rules::FindingNote &n : f.notes)
      p.diagnostic(rules::Severity::Note, n.range, n.message, "");
    // Rules usually phrase the fix as one of their notes already; print it only when not.
    bool fixInNotes = false;
    for (const rules::FindingNote &n : f.notes)
      fixInNotes |= llvm::StringRef(n.message).contains(f.fix);
    if (!f.fix.empty() && !fixInNotes)
      p.diagnostic(rules::Severity::Note, f.range, "fix: " + f.fix, "");
  }
}

} // namespace faultline::report
