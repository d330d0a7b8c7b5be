#include "fastmode/HeaderRecords.h"

#include "fastmode/FastExtractor.h"
#include "fastmode/FastSizes.h"
#include "fastmode/FileConstants.h"
#include "fastmode/HeaderCache.h"
#include "fastmode/Syntax.h"

namespace faultline::fastmode {

namespace {

HeaderCache<HeaderRecordTable> tablesOf(readHeaderRecords);

} // namespace

HeaderRecordTable readHeaderRecords(const std::string &path, std::string_view text) {
  HeaderRecordTable table;
  SyntaxTree tree = SyntaxTree::parse(text, isCppSource(path, text), defaultParseTimeoutMicros(text.size()));
  if (tree.empty())
    return table;
  FileScope scope;
  // The header's own includes give the macros its array bounds name (no database here: the
  // cache is per header, the same for every file that includes it).
  scope.headerMacros = HeaderMacros(projectHeaders(path, text, nullptr));
  collectFileScope(tree, isCppSource(path, text), scope);
  FileScopeNames names(scope);
  Evaluator sizes(scope, names);
  auto add = [&](const std::string &name) {
    RecordLayout layout;
    if (sizes.namedTypeLayout(name, layout.size, layout.align))
      table.emplace(name, layout);
  };
  for (const auto &[name, node] : scope.records)
    add(name);
  for (const auto &[name, typeAndDeclarator] : scope.typedefs)
    add(name);
  return table;
}

HeaderRecords::HeaderRecords(const std::vector<std::string> &headers) {
  for (const std::string &header : headers)
    tables.push_back(tablesOf.get(header));
}

const RecordLayout *HeaderRecords::find(const std::string &name) const {
  const RecordLayout *found = nullptr;
  for (const auto &table : tables) {
    auto it = table->find(name);
    if (it == table->end())
      continue;
    if (found && !(*found == it->second))
      return nullptr;
    found = &it->second;
  }
  return found;
}

} // namespace faultline::fastmode
