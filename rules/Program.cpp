#include "rules/Program.h"

#include <algorithm>

namespace faultline::rules {

// First version: the per-TU rules over every TU, merged. The cross-file join lands next.
std::vector<Finding> analyzeProgram(const std::vector<facts::TranslationUnitFacts> &tus,
                                    const RuleOptions &options,
                                    const std::vector<std::string> &disabledRules) {
  std::vector<Finding> all;
  for (const facts::TranslationUnitFacts &tu : tus) {
    std::vector<Finding> found = runRules(tu, options, disabledRules);
    all.insert(all.end(), std::make_move_iterator(found.begin()),
               std::make_move_iterator(found.end()));
  }
  std::stable_sort(all.begin(), all.end());
  all.erase(std::unique(all.begin(), all.end(),
                        [](const Finding &a, const Finding &b) {
                          return a.ruleId == b.ruleId && a.range == b.range;
                        }),
            all.end());
  return all;
}

} // namespace faultline::rules
