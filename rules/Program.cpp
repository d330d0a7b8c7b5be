#include "rules/Program.h"

#include "rules/program/HotPaths.h"
#include "rules/program/PerCallFindings.h"
#include "rules/program/ProgramIndex.h"
#include "rules/program/ProgramNotes.h"
#include "rules/program/Wrappers.h"

#include <algorithm>

namespace faultline::rules {

std::vector<Finding> analyzeProgram(const std::vector<facts::TranslationUnitFacts> &input,
                                    const RuleOptions &options,
                                    const std::vector<std::string> &disabledRules) {
  // A fixed order, whatever order the TUs (or shards) came in: which definition of a header
  // function stands for all, and which path reaches a function first, must not depend on it.
  std::vector<facts::TranslationUnitFacts> tus = input;
  std::stable_sort(tus.begin(), tus.end(), [](const auto &a, const auto &b) {
    return a.mainFile < b.mainFile;
  });

  // Calls of allocator wrappers become blocks in their callers, across files. The index holds
  // pointers to the functions, which expansion leaves in place (it only appends blocks).
  const program::ProgramIndex index(tus);
  program::expandWrapperCalls(tus, program::findWrappers(index), index);

  std::vector<Finding> all;
  for (const facts::TranslationUnitFacts &tu : tus) {
    std::vector<Finding> found = runRules(tu, options, disabledRules);
    all.insert(all.end(), std::make_move_iterator(found.begin()),
               std::make_move_iterator(found.end()));
  }
  program::findPerCallFindings(index, program::findHotFunctions(index), options, disabledRules,
                               all);
  program::applyAllocatorSettings(all, program::findAllocatorSettings(index), options);
  program::applyThreadNotes(all, index);

  // Header functions are analysed in every TU that includes them: keep one of each finding,
  // by the same preference as within one TU.
  return deduplicateFindings(std::move(all));
}

} // namespace faultline::rules
