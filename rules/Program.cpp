#include "rules/Program.h"

#include "rules/program/CapacityResets.h"
#include "rules/program/DeadCode.h"
#include "rules/program/FieldReleases.h"
#include "rules/program/FieldValues.h"
#include "rules/program/HotPaths.h"
#include "rules/program/KeptOnSuccess.h"
#include "rules/program/OwnerConstructions.h"
#include "rules/program/OwnerPairs.h"
#include "rules/program/PerCallFindings.h"
#include "rules/program/ProgramIndex.h"
#include "rules/program/ProgramNotes.h"
#include "rules/program/StringLengthResults.h"
#include "rules/program/Wrappers.h"

#include <algorithm>

namespace faultline::rules {

std::vector<Finding> analyzeProgram(const std::vector<facts::TranslationUnitFacts> &input,
                                    const RuleOptions &options,
                                    const std::vector<std::string> &disabledRules,
                                    const std::vector<LinkUnit> &linkUnits) {
  // A fixed order, whatever order the TUs (or shards) came in: which definition of a header
  // function stands for all, and which path reaches a function first, must not depend on it.
  std::vector<facts::TranslationUnitFacts> tus = input;
  std::stable_sort(tus.begin(), tus.end(), [](const auto &a, const auto &b) {
    return a.mainFile < b.mainFile;
  });

  // Calls of allocator wrappers become blocks in their callers, across files. The index holds
  // pointers to the functions, which expansion leaves in place (it only appends blocks).
  const program::ProgramIndex index(tus, linkUnits);
  // Events under a test of constants that never holds (a local toggle switched off) run in no
  // build; marked before wrapper calls become blocks, which inherit the mark.
  program::markDeadCode(tus, index);
  // Sizes taken from calls that return a string length (a name's, not a payload's) are not
  // plausibly large; before wrapper calls become blocks, which copy their sizes.
  program::applyStringLengthResults(tus, index);
  // Sizes read from a field the program only ever sets to known values (`self->outSize`); before
  // wrapper calls copy sizes too.
  program::applyFieldValues(tus);
  const program::WrapperTable wrappers = program::findWrappers(index);
  program::expandWrapperCalls(tus, wrappers, index);
  // A destructor's `xfree(s->buf)` releases the field as `free(s->buf)` would, for the pairs below.
  program::addFieldReleasesThroughCalls(tus, wrappers, index);
  // `s = ctor(); ... dtor(s);`: the block the constructor sets into a field of the struct it
  // returns, allocated and released through the pair; after wrapper calls, which it may own.
  program::expandOwnerPairs(tus, index);
  // `init(&d, n); ... fini(&d);`: the block the initialiser sets into a field of the object it is
  // handed, released by the finaliser's free of that field.
  program::expandInitialiserPairs(tus, index);
  // `Table t(n);` whose constructor, defined in another file, sizes a member its destructor frees.
  program::expandOwnerConstructions(tus, index);
  // Blocks kept in an object whose capacity another function resets: re-allocated per call.
  program::applyCapacityResets(tus, index);
  // Blocks freed only on failure returns and handed, on success, to a callee that keeps them.
  program::applyKeptOnSuccess(tus, index);

  // Each finding keeps where its code is (which definition, in which program) until the
  // program-wide notes below are added; de-duplication comes last.
  std::vector<Finding> all;
  std::vector<program::FindingOrigin> origins;
  for (size_t t = 0; t < tus.size(); ++t) {
    std::vector<Finding> found = runRules(tus[t], options, disabledRules);
    for (Finding &f : found) {
      origins.push_back({index.namedIn(t, f.function), nullptr});
      all.push_back(std::move(f));
    }
  }
  program::findPerCallFindings(index, program::findHotFunctions(index), options, disabledRules,
                               all, &origins);
  program::applyAllocatorSettings(all, origins, program::findAllocatorSettings(index), index,
                                  options);
  program::applyThreadNotes(all, origins, index);

  // Header functions are analysed in every TU that includes them: keep one of each finding,
  // by the same preference as within one TU.
  return deduplicateFindings(std::move(all));
}

} // namespace faultline::rules
