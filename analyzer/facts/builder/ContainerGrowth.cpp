#include "facts/builder/ContainerGrowth.h"

namespace faultline::builder {

bool growsOneAtATime(const std::string &method) {
  return method == "push_back" || method == "emplace_back" || method == "push_front" ||
         method == "emplace_front";
}

bool firstGrowthOf(const facts::FunctionFacts &facts, const std::string &key) {
  if (key.empty())
    return false;
  for (const facts::Block &b : facts.blocks)
    if (b.ownerKey == key)
      return false;
  return true;
}

bool describeGrowth(facts::Size &size, const std::string &method, unsigned loopLine) {
  bool affine = size.dependsOnParameter >= 0 && size.parameterMultiplier != 0;
  if (!size.bytes && !affine)
    return false;
  std::string how = "grown by '" + method + "' once per iteration of the loop at line " +
                    std::to_string(loopLine) +
                    ": reallocated about log2(n) times, the last block at least this large";
  size.derivation = size.derivation.empty() ? how : size.derivation + "; " + how;
  return true;
}

} // namespace faultline::builder
