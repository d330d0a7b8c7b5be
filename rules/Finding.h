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
};

const char *toString(Severity);
const char *toString(Confidence);

// Deterministic order for output: file, line, column, rule id, message.
bool operator<(const Finding &, const Finding &);

} // namespace faultline::rules
