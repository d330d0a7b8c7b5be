#include "fastmode/HeaderRecords.h"

#include "fastmode/FastExtractor.h"
#include "fastmode/FastSizes.h"
#include "fastmode/FileConstants.h"
#include "fastmode/HeaderCache.h"
#include "fastmode/Syntax.h"

#include <set>

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
  addHeaderEnumerators(scope);
  table.enumerators = scope.enumerators;
  FileScopeNames names(scope);
  Evaluator sizes(scope, names);
  auto add = [&](const std::string &name) {
    RecordLayout layout;
    if (sizes.namedTypeLayout(name, layout.size, layout.align))
      table.layouts.emplace(name, layout);
  };
  for (const auto &[name, node] : scope.records)
    add(name);
  for (const auto &[name, typeAndDeclarator] : scope.typedefs) {
    add(name);
    if (std::string target = typedefTarget(scope, name); !target.empty() && target != name)
      table.typedefTargets.emplace(name, std::move(target));
  }
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
    auto it = table->layouts.find(name);
    if (it == table->layouts.end())
      continue;
    if (found && !(*found == it->second))
      return nullptr;
    found = &it->second;
  }
  return found;
}

std::unordered_map<std::string, int64_t> HeaderRecords::enumerators() const {
  std::unordered_map<std::string, int64_t> out;
  std::set<std::string> disagreed;
  for (const auto &table : tables)
    for (const auto &[name, value] : table->enumerators) {
      auto [it, fresh] = out.emplace(name, value);
      if (!fresh && it->second != value)
        disagreed.insert(name);
    }
  for (const std::string &name : disagreed)
    out.erase(name);
  return out;
}

std::string HeaderRecords::typedefTarget(const std::string &name) const {
  std::string found;
  for (const auto &table : tables) {
    auto it = table->typedefTargets.find(name);
    if (it == table->typedefTargets.end())
      continue;
    if (!found.empty() && found != it->second)
      return {};
    found = it->second;
  }
  return found;
}

void addHeaderEnumerators(FileScope &scope) {
  for (auto &[name, value] : scope.headerRecords.enumerators())
    if (!scope.macros.count(name) && !scope.isMacro(name) && !scope.globals.count(name))
      scope.enumerators.emplace(name, value); // the file's own enumerator of the name stays
}

} // namespace faultline::fastmode
