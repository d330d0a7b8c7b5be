// Stand-in for rules/ while its CMakeLists.txt is a placeholder (see CMakeLists.txt here): no
// rules, so `faultline check` reports nothing. Never linked once the real library exists.
#include "rules/Rule.h"

#include <tuple>

namespace faultline::rules {

const std::vector<std::unique_ptr<Rule>> &allRules() {
  static const std::vector<std::unique_ptr<Rule>> none;
  return none;
}

const Rule *findRule(const std::string &) { return nullptr; }

std::vector<Finding> runRules(const facts::TranslationUnitFacts &, const RuleOptions &,
                              const std::vector<std::string> &) {
  return {};
}

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
