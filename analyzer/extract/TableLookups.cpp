// SizeEvaluator::tableEntry: sizes read from a constant table. Block-size classes, compression
// levels and presets are often a `static const` array indexed by a setting:
//
//   static const size_t block_sizes[] = {4096, 65536, 262144, 1048576, ...};
//   static int g_level = 3;
//   ...
//   char *scratch = malloc(block_sizes[g_level]);      // 1 MiB per call
//
// Clang's constant evaluator folds a literal index into a constant C++ table on its own (the
// evaluator asks it first); this reads the table's initialiser itself, so C tables and indices
// known only to the evaluator's data flow count too. An index that is a global variable with a
// constant initialiser is read as that initial value, and the derivation says so: a setting
// the program may change at run time (a command-line level) is an assumption, not a fact.
#include "extract/FlowShapes.h"
#include "extract/SizeEvaluator.h"
#include "facts/builder/TableEntry.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"

#include <string>

using namespace clang;

namespace faultline::extract {

std::optional<int64_t> SizeEvaluator::tableEntry(const ArraySubscriptExpr *lookup, Trace &trace,
                                                 unsigned depth) {
  if (depth > kMaxDepth)
    return std::nullopt;
  const auto *tableRef = dyn_cast<DeclRefExpr>(lookup->getBase()->IgnoreParenImpCasts());
  const auto *table = tableRef ? dyn_cast<VarDecl>(tableRef->getDecl()) : nullptr;
  if (!table || !table->hasGlobalStorage())
    return std::nullopt;
  const ConstantArrayType *array = ctx.getAsConstantArrayType(table->getType());
  // A table the program cannot change: const elements (a `static const` array).
  if (!array || !array->getElementType().isConstQualified() ||
      !array->getElementType()->isIntegerType())
    return std::nullopt;
  const Expr *initialiser = table->getAnyInitializer();
  const auto *entries = dyn_cast_or_null<InitListExpr>(initialiser ? initialiser->IgnoreParenImpCasts() : nullptr);
  if (!entries)
    return std::nullopt;

  // The index: what the evaluator knows, else a global's initial value (stated as assumed).
  Trace indexTrace;
  std::optional<int64_t> index = evaluate(lookup->getIdx(), indexTrace, depth + 1);
  std::string assumption;
  if (!index) {
    const auto *indexRef = dyn_cast<DeclRefExpr>(lookup->getIdx()->IgnoreParenImpCasts());
    const auto *setting = indexRef ? dyn_cast<VarDecl>(indexRef->getDecl()) : nullptr;
    if (!setting || !setting->hasGlobalStorage() || !setting->getType()->isIntegerType() ||
        setting->getType().isVolatileQualified())
      return std::nullopt;
    index = flow::integerConstant(setting->getAnyInitializer(), ctx);
    if (!index)
      return std::nullopt;
    assumption = builder::initialValueAssumption(setting->getName().str(), *index,
                                                 locations.point(setting->getLocation()).line);
  }
  if (*index < 0 || static_cast<uint64_t>(*index) >= array->getSize().getZExtValue())
    return std::nullopt;
  std::optional<int64_t> value = 0; // entries past the initialiser's list are zero
  if (static_cast<unsigned>(*index) < entries->getNumInits())
    value = flow::integerConstant(entries->getInit(static_cast<unsigned>(*index)), ctx);
  if (!value)
    return std::nullopt;

  builder::addTableEntryStep(trace, table->getName().str(), *index, *value,
                             locations.point(table->getLocation()).line, indexTrace.derivation,
                             assumption);
  return value;
}

} // namespace faultline::extract
