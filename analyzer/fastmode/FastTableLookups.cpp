// Evaluator::tableEntry: fast mode's reading of analyzer/extract/TableLookups.cpp. A size read
// from a constant table (`static const size_t block_sizes[] = {...}`) at an index the file
// tells: a constant, or a global variable read as its initial value (`static int g_level = 3;`),
// which the derivation states as an assumption. Only file-scope tables this file defines are read
// (the Clang side also reads a function's static const table).
#include "facts/builder/TableEntry.h"
#include "fastmode/FastSizes.h"
#include "fastmode/HeaderConstants.h"

#include <string>

namespace faultline::fastmode {

std::optional<int64_t> Evaluator::tableEntry(NodeRef lookup, builder::SizeTrace &trace, unsigned depth) {
  if (depth > kMaxDepth)
    return std::nullopt;
  const SyntaxTree &t = *lookup.tree;
  // `table[index]` (C: argument, index) or `table[index]` with a subscript_argument_list (C++).
  int tableNode = t.firstNamed(lookup.node);
  int indexNode = tableNode >= 0 ? t.nextNamed(tableNode) : -1;
  if (indexNode >= 0 && t[indexNode].type == std::string_view("subscript_argument_list"))
    indexNode = t.firstNamed(indexNode);
  if (tableNode < 0 || indexNode < 0 || t[tableNode].kind != Kind::Identifier)
    return std::nullopt;
  Binding table = names.lookup(t.text(tableNode));
  if (table.kind == Binding::Unknown)
    return headerTableEntry(lookup, std::string(t.text(tableNode)), indexNode, trace, depth);
  const Variable *tableVariable = table.variable;
  if (table.kind != Binding::Variable || !tableVariable || !table.tree || !tableVariable->array ||
      !tableVariable->isConst || !tableVariable->isGlobal || tableVariable->initList < 0)
    return std::nullopt;
  const SyntaxTree &tableTree = *table.tree;
  int entries = tableVariable->initList;

  // The index: what the evaluator knows (while folding, only what Clang would fold itself),
  // else a global's initial value, stated as assumed.
  builder::SizeTrace indexTrace;
  std::optional<int64_t> index = evaluate({&t, indexNode}, indexTrace, depth + 1);
  std::string assumption;
  if (!index) {
    if (folding)
      return std::nullopt;
    NodeRef indexName = stripParensAndCasts({&t, indexNode});
    if (!indexName.valid() || t[indexName.node].kind != Kind::Identifier)
      return std::nullopt;
    Binding setting = names.lookup(t.text(indexName.node));
    const Variable *settingVariable = setting.variable;
    if (setting.kind != Binding::Variable || !settingVariable || !setting.tree || !setting.integer ||
        settingVariable->isVolatile || settingVariable->init < 0 ||
        !(settingVariable->isGlobal || settingVariable->isStatic))
      return std::nullopt;
    builder::SizeTrace ignored;
    index = evaluate({setting.tree, settingVariable->init}, ignored, depth + 1);
    if (!index)
      return std::nullopt;
    assumption = builder::initialValueAssumption(setting.name, *index, setting.line);
  }
  if (*index < 0)
    return std::nullopt;
  // The entry; past the listed ones (within the declared size, which is not read here) the
  // answer is unknown rather than zero.
  int entry = -1;
  int64_t position = 0;
  for (int c = tableTree.firstNamed(entries); c >= 0; c = tableTree.nextNamed(c)) {
    if (tableTree[c].kind == Kind::Comment)
      continue;
    if (position++ == *index) {
      entry = c;
      break;
    }
  }
  if (entry < 0)
    return std::nullopt;
  builder::SizeTrace entryTrace;
  std::optional<int64_t> value = evaluate({&tableTree, entry}, entryTrace, depth + 1);
  if (!value)
    return std::nullopt;
  if (folding)
    return value;
  builder::addTableEntryStep(trace, table.name, *index, *value, table.line, indexTrace.derivation,
                             assumption);
  return value;
}

// A constant array of a project header the file includes (HeaderConstants.h keeps each element
// under `NAME[i]`), at an index the evaluator knows: jpeg-xl's `kCoeffOrderOffset[3 *
// kNumOrders] * kDCTBlockSize` (coeff_order.h), which Clang's constant evaluator folds.
std::optional<int64_t> Evaluator::headerTableEntry(NodeRef lookup, const std::string &table, int indexNode,
                                                   builder::SizeTrace &trace, unsigned depth) {
  builder::SizeTrace indexTrace;
  std::optional<int64_t> index = evaluate({lookup.tree, indexNode}, indexTrace, depth + 1);
  if (!index || *index < 0)
    return std::nullopt;
  NodeRef element = file.macroValue(arrayElementKey(table, static_cast<uint64_t>(*index)));
  if (!element.valid())
    return std::nullopt;
  builder::SizeTrace entryTrace;
  std::optional<int64_t> value = evaluate(element, entryTrace, depth + 1);
  if (!value || folding)
    return value;
  builder::addTableEntryStep(trace, table, *index, *value, 0, indexTrace.derivation, "");
  return value;
}

} // namespace faultline::fastmode
