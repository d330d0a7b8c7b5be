#include "fastmode/HeaderNoreturns.h"

#include "fastmode/FastExtractor.h"
#include "fastmode/FileConstants.h"
#include "fastmode/NoreturnReadings.h"
#include "fastmode/Syntax.h"

#include "fastmode/HeaderCache.h"

#include <memory>

namespace faultline::fastmode {

namespace {

using Names = std::set<std::string, std::less<>>;

// One header's noreturn declarations (none when it cannot be read or parsed).
Names readNoreturns(const std::string &header, std::string_view text) {
  Names names;
  SyntaxTree tree = SyntaxTree::parse(text, isCppSource(header, text),
                                      defaultParseTimeoutMicros(text.size()));
  if (!tree.empty())
    collectNoreturnFunctions(tree, names);
  return names;
}

HeaderCache<Names> noreturnsOf(readNoreturns);

} // namespace

Names headerNoreturnFunctions(const std::vector<std::string> &headers) {
  Names out;
  for (const std::string &header : headers) {
    std::shared_ptr<const Names> names = noreturnsOf.get(header);
    out.insert(names->begin(), names->end());
  }
  return out;
}

} // namespace faultline::fastmode
