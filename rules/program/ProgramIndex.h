// Every function of the program once, by USR: a function defined in a header appears in each TU
// that includes it, and the first definition (in the order of the sorted TUs) stands for all.
#pragma once

#include "facts/Facts.h"

#include <map>
#include <unordered_map>
#include <string>
#include <vector>

namespace faultline::rules::program {

class ProgramIndex {
public:
  explicit ProgramIndex(const std::vector<facts::TranslationUnitFacts> &tus);

  // The definition with this key (usr, or "name:" + name when the extractor had no USR).
  const facts::FunctionFacts *find(const std::string &key) const;
  // Callee of a call site, or nullptr (a declaration without a definition in the program).
  const facts::FunctionFacts *callee(const facts::CallSite &call) const;
  // Unique functions in a deterministic order: by TU, then by position in the TU.
  const std::vector<const facts::FunctionFacts *> &functions() const { return ordered; }

  static std::string keyOf(const facts::FunctionFacts &f);

private:
  std::unordered_map<std::string, const facts::FunctionFacts *> byKey; // looked up per call
  std::vector<const facts::FunctionFacts *> ordered;
};

} // namespace faultline::rules::program
