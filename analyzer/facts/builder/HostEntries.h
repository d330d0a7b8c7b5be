// Host-language entry points, alike for both front ends: C functions a Python extension
// registers in a method table (a `PyMethodDef` array's `ml_meth`, or a `PyTypeObject` slot such
// as `tp_iternext` or `tp_call`). CPython calls such a function once per Python-level call, and
// the loop that repeats those calls is Python code no C analysis sees. The table becomes a
// pseudo-function holding one loop that calls every registered function, so the join's hot-path
// search (rules/program/HotPaths.h) treats them as called repeatedly, and its findings say the
// repetition was assumed from the table (isHostTable) at lower confidence.
#pragma once

#include "facts/Facts.h"

#include <string>
#include <vector>

namespace faultline::builder {

struct HostEntry {
  std::string function; // the registered function's name
  std::string usr;      // the join's key of its definition
  facts::SourceRange at; // where the table names it
  std::string slot;     // "ml_meth", "tp_iternext", ...
};

// The slots of CPython's tables whose function runs once per Python-level call of a method,
// an iteration step or a call of the object. Object creation and destruction (tp_new,
// tp_dealloc), module set-up (PyModuleDef slots) and type set-up are not: they run once per
// object or once per process.
bool isRepeatedHostSlot(const std::string &slot);

// `table` is the variable ("Decompressor_methods"), `kind` the table's type ("PyMethodDef").
// Nothing when no entry was found.
std::vector<facts::FunctionFacts> hostTable(const std::string &table, const std::string &kind,
                                            const std::string &file, const facts::SourceRange &at,
                                            const std::vector<HostEntry> &entries);

// The key prefix of a table's pseudo-function.
inline constexpr char kHostTablePrefix[] = "faultline:host-table:";

// The pseudo-function of a table, by its key: the per-call rules phrase its repetition as
// assumed, and lower their confidence. Inline: the rules library does not link the builders.
inline bool isHostTable(const facts::FunctionFacts &f) {
  return f.usr.rfind(kHostTablePrefix, 0) == 0;
}

} // namespace faultline::builder
