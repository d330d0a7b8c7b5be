#include "fastmode/HeaderRecords.h"

#include "fastmode/FastExtractor.h"
#include "fastmode/FastSizes.h"
#include "fastmode/FileConstants.h"
#include "fastmode/HeaderCache.h"
#include "fastmode/Syntax.h"

namespace faultline::fastmode {

namespace {

// A header's records with what its own text and macros say, and (`withIncludes`) the record and
// typedef layouts of the project headers it includes, each read on its own text only: bedtools'
// `struct BED` in bedFile.h has `CHRPOS start;`, a typedef of BedtoolsTypes.h, which bedFile.h
// includes. One level of that is all a layout needs here, and it cannot loop (two headers that
// include each other).
HeaderRecordTable readRecords(const std::string &path, std::string_view text, bool withIncludes) {
  HeaderRecordTable table;
  SyntaxTree tree = SyntaxTree::parse(text, isCppSource(path, text), defaultParseTimeoutMicros(text.size()));
  if (tree.empty())
    return table;
  FileScope scope;
  // The header's own includes give the macros its array bounds name (no database here: the
  // cache is per header, the same for every file that includes it).
  const std::vector<std::string> included = projectHeaders(path, text, nullptr);
  scope.headerMacros = HeaderMacros(included);
  if (withIncludes)
    scope.headerRecords = HeaderRecords(included, HeaderRecords::OwnTextOnly);
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

HeaderRecordTable readOwnHeaderRecords(const std::string &path, std::string_view text) {
  return readRecords(path, text, false);
}

HeaderCache<HeaderRecordTable> tablesOf(readHeaderRecords);
HeaderCache<HeaderRecordTable> ownTablesOf(readOwnHeaderRecords);

} // namespace

HeaderRecordTable readHeaderRecords(const std::string &path, std::string_view text) {
  return readRecords(path, text, true);
}

HeaderRecords::HeaderRecords(const std::vector<std::string> &headers, Reading reading) {
  for (const std::string &header : headers)
    tables.push_back(reading == OwnTextOnly ? ownTablesOf.get(header) : tablesOf.get(header));
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
