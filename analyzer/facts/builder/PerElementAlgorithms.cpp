#include "facts/builder/PerElementAlgorithms.h"
#include "facts/builder/PseudoFunctions.h"

#include <set>

namespace faultline::builder {

namespace {

// Each calls its callable for every element it visits (the predicates of the searching ones
// until they find one; that is still per element examined). Sorting comparators are left out:
// a comparison that allocates is not a shape seen in real code, and their call count is not
// the range's length. std::ranges versions take a projection after the callable: left out.
bool callsPerElement(std::string_view name) {
  static const std::set<std::string_view> algorithms = {
      "for_each", "for_each_n", "transform", "generate", "generate_n", "count_if",
      "find_if",  "find_if_not", "all_of",   "any_of",   "none_of",    "remove_if",
      "copy_if",  "replace_if",  "partition", "stable_partition"};
  return algorithms.count(name) != 0;
}

std::string pseudoUsr(const facts::SourceRange &at) {
  return kPerElementPrefix + at.file + ":" + std::to_string(at.line) + ":" +
         std::to_string(at.column);
}

} // namespace

int perElementCallable(std::string_view algorithm, size_t argumentCount) {
  // libstdc++ spells them std::for_each, and std::__1:: is libc++'s inline namespace.
  for (std::string_view prefix : {"std::", "std::__1::"})
    if (algorithm.substr(0, prefix.size()) == prefix) {
      std::string_view name = algorithm.substr(prefix.size());
      if (name.find("::") == std::string_view::npos && callsPerElement(name) && argumentCount >= 2)
        return static_cast<int>(argumentCount) - 1;
    }
  return -1;
}

facts::FunctionFacts perElementFunction(const std::string &algorithm, const facts::SourceRange &at,
                                        const std::string &callee, const std::string &calleeUsr) {
  // Named as the algorithm: the findings' "which 'std::for_each' runs once per element".
  facts::FunctionFacts f = loopingPseudoFunction(algorithm, pseudoUsr(at), at);
  f.calls.push_back(callInPseudoLoop(callee, calleeUsr, at, 1));
  return f;
}

facts::CallSite perElementCall(const std::string &algorithm, const facts::SourceRange &at) {
  facts::CallSite call;
  call.callee = algorithm;
  call.calleeUsr = pseudoUsr(at);
  call.range = at;
  return call;
}

} // namespace faultline::builder
