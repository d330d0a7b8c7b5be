#include "rules/program/KeptOnSuccess.h"

#include <map>
#include <set>

namespace faultline::rules::program {

namespace {

constexpr int kMaxPasses = 8; // wrappers of wrappers; deeper chains stay unknown (reported)

using Keepers = std::map<const facts::FunctionFacts *, std::set<int>>;

// Whether some definition `call` can reach keeps the argument whose owner key is `key`.
bool callKeeps(const facts::FunctionFacts &f, const facts::CallSite &call, const std::string &key,
               const ProgramIndex &index, const Keepers &keepers) {
  for (const facts::FunctionFacts *callee : index.callees(f, call)) {
    auto kept = keepers.find(callee);
    if (kept == keepers.end())
      continue;
    for (int q : kept->second)
      if (static_cast<size_t>(q) < call.argumentKeys.size() && call.argumentKeys[q] == key)
        return true;
  }
  return false;
}

Keepers findKeepers(const ProgramIndex &index) {
  Keepers keepers;
  for (const facts::FunctionFacts *f : index.functions())
    if (!f->storedParameters.empty())
      keepers[f].insert(f->storedParameters.begin(), f->storedParameters.end());
  // A function passing its parameter p to a keeper's parameter keeps p too.
  for (int pass = 0; pass < kMaxPasses; ++pass) {
    bool changed = false;
    for (const facts::FunctionFacts *f : index.functions())
      for (const facts::CallSite &call : f->calls)
        for (size_t p = 0; p < f->parameterKeys.size(); ++p)
          if (!f->parameterKeys[p].empty() && !keepers[f].count(static_cast<int>(p)) &&
              callKeeps(*f, call, f->parameterKeys[p], index, keepers)) {
            keepers[f].insert(static_cast<int>(p));
            changed = true;
          }
    if (!changed)
      break;
  }
  return keepers;
}

} // namespace

void applyKeptOnSuccess(std::vector<facts::TranslationUnitFacts> &tus, const ProgramIndex &index) {
  Keepers keepers;
  bool found = false;
  for (facts::TranslationUnitFacts &tu : tus)
    for (facts::FunctionFacts &f : tu.functions)
      for (const facts::Block &b : f.blocks)
        found |= b.releasedOnFailureOnly && b.escape == facts::EscapeKind::None;
  if (!found)
    return;
  keepers = findKeepers(index);
  for (facts::TranslationUnitFacts &tu : tus)
    for (facts::FunctionFacts &f : tu.functions)
      for (facts::Block &b : f.blocks) {
        if (!b.releasedOnFailureOnly || b.escape != facts::EscapeKind::None || b.ownerKey.empty())
          continue;
        // A releaser wrapper's call (added by expandWrapperCalls) was not a release when the
        // extractor read the paths: it may sit on the success path, so nothing is decided.
        bool wrapperRelease = false;
        for (const facts::Release &release : b.releases)
          for (const facts::CallSite &call : f.calls)
            wrapperRelease |= call.order == release.order;
        if (wrapperRelease)
          continue;
        for (const facts::CallSite &call : f.calls)
          if (call.order > b.order && !call.startsThread &&
              callKeeps(f, call, b.ownerKey, index, keepers)) {
            b.escape = facts::EscapeKind::OwnershipReleased;
            b.escapeRange = call.range;
            break;
          }
      }
}

} // namespace faultline::rules::program
