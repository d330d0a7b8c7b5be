// The size derivation of an entry read from a constant table, shared by both front ends
// (analyzer/extract/TableLookups.cpp, analyzer/fastmode/FastTableLookups.cpp), so a size note
// reads the same whichever one found it: "block_sizes[3] = 1048576 (the constant table at line
// 3), assuming 'g_level' still holds its initial value 3 (line 4)".
#pragma once

#include "facts/builder/ProductSize.h"

#include <cstdint>
#include <string>

namespace faultline::builder {

// The text of the assumption that a global index still holds its initial value.
inline std::string initialValueAssumption(const std::string &setting, int64_t value, unsigned line) {
  return "assuming '" + setting + "' still holds its initial value " + std::to_string(value) +
         " (line " + std::to_string(line) + ")";
}

// Appends the table step to `trace` (tableLine 0: a project header's table, line unknown) (after what the index's own evaluation derived, and the
// assumption, either of which may be empty).
inline void addTableEntryStep(SizeTrace &trace, const std::string &table, int64_t index, int64_t value,
                              unsigned tableLine, const std::string &indexDerivation,
                              const std::string &assumption) {
  // Line 0: a table of a project header fast mode read (its line is not kept).
  std::string where = tableLine ? "the constant table at line " + std::to_string(tableLine)
                                : "a constant table of the project's headers";
  std::string step = table + "[" + std::to_string(index) + "] = " + std::to_string(value) + " (" + where + ")";
  if (!indexDerivation.empty())
    step += ", " + indexDerivation;
  if (!assumption.empty())
    step += ", " + assumption;
  trace.derivation = trace.derivation.empty() ? step : trace.derivation + ", " + step;
}

} // namespace faultline::builder
