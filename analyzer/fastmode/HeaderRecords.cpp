#include "fastmode/HeaderRecords.h"

#include "fastmode/FastExtractor.h"
#include "fastmode/FastSizes.h"
#include "fastmode/FileConstants.h"
#include "fastmode/HeaderCache.h"
#include "fastmode/Syntax.h"

#include <map>
#include <mutex>
#include <set>

namespace faultline::fastmode {

namespace {

// A header's records with what its own text and macros say, and (`withIncludes`) the record and
// typedef layouts of the project headers it includes, each read on its own text only: bedtools'
// `struct BED` in bedFile.h has `CHRPOS start;`, a typedef of BedtoolsTypes.h, which bedFile.h
// includes. One level of that is all a layout needs here, and it cannot loop (two headers that
// include each other).
HeaderRecordTable readRecords(const std::string &path, std::string_view text, bool withIncludes,
                              const std::vector<std::string> *macroHeaders = nullptr) {
  HeaderRecordTable table;
  SyntaxTree tree = SyntaxTree::parse(text, isCppSource(path, text), defaultParseTimeoutMicros(text.size()));
  if (tree.empty())
    return table;
  FileScope scope;
  // The header's own includes give the macros its array bounds name (no database here: the
  // cache is per header, the same for every file that includes it).
  const std::vector<std::string> included = projectHeaders(path, text, nullptr);
  scope.headerMacros = HeaderMacros(macroHeaders ? *macroHeaders : included);
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
    else
      table.unresolved.emplace(name, true);
    std::unordered_map<std::string, FieldSizes> fields;
    if (sizes.recordFieldSizes(name, fields) && !fields.empty())
      table.fields.emplace(name, std::move(fields));
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

HeaderRecords::HeaderRecords(const std::vector<std::string> &headers, Reading reading)
    : paths(headers), combinable(reading == WithIncludedLayouts) {
  for (const std::string &header : headers)
    tables.push_back(reading == OwnTextOnly ? ownTablesOf.get(header) : tablesOf.get(header));
}

namespace {

// The headers of one file read as one text, in include order (HeaderRecords::find), once per
// process for each list of headers.
std::mutex combinedMutex;
std::map<std::string, std::shared_ptr<const HeaderRecordTable>> combinedTables;

std::shared_ptr<const HeaderRecordTable> combinedTable(const std::vector<std::string> &paths) {
  std::string key;
  for (const std::string &path : paths)
    key += path + '\n';
  {
    std::lock_guard<std::mutex> lock(combinedMutex);
    if (auto it = combinedTables.find(key); it != combinedTables.end())
      return it->second;
  }
  std::string text;
  for (const std::string &path : paths)
    text += readIncludedHeaderText(path) + "\n";
  auto table = std::make_shared<const HeaderRecordTable>(
      paths.empty() ? HeaderRecordTable() : readRecords(paths.front(), text, false, &paths));
  std::lock_guard<std::mutex> lock(combinedMutex);
  return combinedTables.emplace(key, std::move(table)).first->second;
}

} // namespace

const RecordLayout *HeaderRecords::find(const std::string &name) const {
  const RecordLayout *found = nullptr;
  bool unresolved = false;
  for (const auto &table : tables) {
    unresolved |= table->unresolved.count(name) > 0;
    auto it = table->layouts.find(name);
    if (it == table->layouts.end())
      continue;
    if (found && !(*found == it->second))
      return nullptr;
    found = &it->second;
  }
  if (found || !unresolved || !combinable || paths.size() < 2)
    return found;
  if (!combined)
    combined = combinedTable(paths);
  auto it = combined->layouts.find(name);
  return it == combined->layouts.end() ? nullptr : &it->second;
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

uint64_t HeaderRecords::fieldSize(const std::string &record, const std::string &field, bool dereferenced) const {
  uint64_t found = 0;
  for (const auto &table : tables) {
    auto r = table->fields.find(record);
    if (r == table->fields.end())
      continue;
    auto f = r->second.find(field);
    uint64_t size = f == r->second.end() ? 0 : dereferenced ? f->second.pointee : f->second.value;
    if (!size || (found && found != size))
      return 0; // a header that defines the record differently, or leaves the field unsized
    found = size;
  }
  return found;
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
