// The rule registry: adding a rule touches this file, the rule's two files, its doc and its test.
#include "rules/Rule.h"

#include "rules/loop_alloc/LoopAlloc.h"
#include "rules/per_call_buffer/PerCallBuffer.h"
#include "rules/stdio_in_loop/StdioInLoop.h"
#include "rules/vector_temporary/VectorTemporary.h"

#include <algorithm>
#include <map>
#include <tuple>

namespace faultline::rules {

const std::vector<std::unique_ptr<Rule>> &allRules() {
  static const std::vector<std::unique_ptr<Rule>> rules = [] {
    std::vector<std::unique_ptr<Rule>> r;
    r.push_back(std::make_unique<LoopAllocRule>());
    r.push_back(std::make_unique<VectorTemporaryRule>());
    r.push_back(std::make_unique<StdioInLoopRule>());
    r.push_back(std::make_unique<PerCallBufferRule>());
    return r;
  }();
  return rules;
}

const Rule *findRule(const std::string &id) {
  for (const auto &rule : allRules())
    if (id == rule->id())
      return rule.get();
  return nullptr;
}

namespace {
// Which of two findings for the same rule and range to keep: a known size beats an unknown
// one, a larger size a smaller one (one template instantiation may resolve what another cannot).
bool preferOver(const Finding &candidate, const Finding &kept) {
  if (candidate.sizeBytes && !kept.sizeBytes)
    return true;
  return candidate.sizeBytes && kept.sizeBytes && *candidate.sizeBytes > *kept.sizeBytes;
}

auto dedupeKey(const Finding &f) {
  const facts::SourceRange &r = f.range;
  return std::make_tuple(f.ruleId, r.file, r.line, r.column, r.endLine, r.endColumn);
}
} // namespace

std::vector<Finding> runRules(const facts::TranslationUnitFacts &tu, const RuleOptions &options,
                              const std::vector<std::string> &disabledRules) {
  std::vector<Finding> all;
  for (const auto &rule : allRules()) {
    if (std::find(disabledRules.begin(), disabledRules.end(), rule->id()) != disabledRules.end())
      continue;
    rule->check(tu, options, all);
  }

  return deduplicateFindings(std::move(all));
}

std::vector<Finding> deduplicateFindings(std::vector<Finding> all) {
  std::vector<Finding> kept;
  std::map<decltype(dedupeKey(Finding{})), size_t> index; // key -> position in `kept`
  for (Finding &f : all) {
    auto [it, inserted] = index.try_emplace(dedupeKey(f), kept.size());
    if (inserted)
      kept.push_back(std::move(f));
    else if (preferOver(f, kept[it->second]))
      kept[it->second] = std::move(f);
  }
  std::stable_sort(kept.begin(), kept.end());
  return kept;
}

} // namespace faultline::rules
