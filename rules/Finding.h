// What a rule says about the code. Reporters (text, JSON, SARIF, clang-tidy diagnostics) render
// these; they never look at facts themselves.
#pragma once

#include "facts/Facts.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace faultline::rules {

enum class Severity { Note = 0, Warning = 1, Error = 2 };
enum class Confidence { Low, Medium, High };

struct FindingNote {
  facts::SourceRange range; // may be invalid for a note without a location
  std::string message;
};

// One step of the call path that makes a finding hot: from the loop's call site down to the
// function holding the allocation (issue 3's faultline-per-call-buffer and per-call variants).
struct CallStep {
  facts::SourceRange range; // the call (first step: the call inside the loop)
  std::string caller;       // function making the call
  std::string callee;       // function called
  std::string message;      // "called in a loop here", "calls buffer_new", ...
};

struct Finding {
  std::string ruleId; // "faultline-loop-alloc"
  Severity severity = Severity::Warning;
  Confidence confidence = Confidence::Medium;
  facts::SourceRange range;
  std::string message;            // one line, no trailing period
  std::vector<FindingNote> notes; // the loop, the size, the conditions, the fix
  std::string function;           // the function containing the finding
  std::optional<uint64_t> sizeBytes;
  std::string sizeExpression;     // always set for allocation findings
  std::optional<facts::SourceRange> loop;
  std::string fix;                // one sentence: what to do instead
  std::vector<CallStep> callPath; // empty for findings inside the loop's own function
  std::optional<facts::BlockKind> blockKind; // what was allocated, for allocation findings
};

const char *toString(Severity);
const char *toString(Confidence);

// Deterministic order for output: file, line, column, rule id, message.
bool operator<(const Finding &, const Finding &);

} // namespace faultline::rules
