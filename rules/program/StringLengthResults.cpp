#include "rules/program/StringLengthResults.h"

namespace faultline::rules::program {

namespace {

constexpr int kMaxPasses = 16; // functions returning functions' results; deeper stays large

bool allIn(const std::vector<std::string> &keys, const std::set<std::string> &known) {
  for (const std::string &key : keys)
    if (!known.count(key))
      return false;
  return true;
}

} // namespace

std::set<std::string> stringLengthResults(const ProgramIndex &index) {
  // Candidates: keys every definition of which returns a string length under its conditions.
  std::set<std::string> candidates, rejected;
  for (const facts::FunctionFacts *f : index.functions()) {
    std::string key = ProgramIndex::keyOf(*f);
    (f->returnsStringLength ? candidates : rejected).insert(key);
  }
  for (const std::string &key : rejected)
    candidates.erase(key);
  std::set<std::string> known;
  for (int pass = 0; pass < kMaxPasses; ++pass) {
    bool changed = false;
    for (const std::string &key : candidates) {
      if (known.count(key))
        continue;
      bool holds = true;
      for (const facts::FunctionFacts *f : index.definitions(key))
        holds = holds && allIn(f->returnsStringLengthIf, known);
      if (holds) {
        known.insert(key);
        changed = true;
      }
    }
    if (!changed)
      break;
  }
  return known;
}

void applyStringLengthResults(std::vector<facts::TranslationUnitFacts> &tus,
                              const ProgramIndex &index) {
  bool any = false;
  for (const facts::TranslationUnitFacts &tu : tus)
    for (const facts::FunctionFacts &f : tu.functions)
      for (const facts::Block &b : f.blocks)
        any = any || !b.size.growthCalls.empty();
  if (!any)
    return;
  const std::set<std::string> known = stringLengthResults(index);
  for (facts::TranslationUnitFacts &tu : tus)
    for (facts::FunctionFacts &f : tu.functions)
      for (facts::Block &b : f.blocks)
        if (!b.size.growth.empty() && !b.size.growthCalls.empty() &&
            allIn(b.size.growthCalls, known))
          b.size.growth.clear();
}

} // namespace faultline::rules::program
