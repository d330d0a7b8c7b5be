#include "rules/Finding.h"

#include <tuple>

namespace faultline::rules {

const char *toString(Severity s) {
  switch (s) {
  case Severity::Note: return "note";
  case Severity::Warning: return "warning";
  case Severity::Error: return "error";
  }
  return "?";
}

const char *toString(Confidence c) {
  switch (c) {
  case Confidence::Low: return "low";
  case Confidence::Medium: return "medium";
  case Confidence::High: return "high";
  }
  return "?";
}

bool operator<(const Finding &a, const Finding &b) {
  return std::tie(a.range.file, a.range.line, a.range.column, a.ruleId, a.message) <
         std::tie(b.range.file, b.range.line, b.range.column, b.ruleId, b.message);
}

} // namespace faultline::rules
