#include "facts/builder/HostEntries.h"
#include "facts/builder/PseudoFunctions.h"

#include <set>

namespace faultline::builder {

bool isRepeatedHostSlot(const std::string &slot) {
  static const std::set<std::string> slots = {
      "ml_meth",                                                   // PyMethodDef
      "tp_call", "tp_iter", "tp_iternext", "tp_getattro", "tp_setattro", "tp_richcompare",
      "tp_hash", "tp_repr", "tp_str", "tp_descr_get",              // PyTypeObject
      "get", "set",                                                // PyGetSetDef
      "sq_item", "sq_ass_item", "sq_contains", "sq_length",        // PySequenceMethods
      "mp_subscript", "mp_ass_subscript", "mp_length",             // PyMappingMethods
      "bf_getbuffer"};                                             // PyBufferProcs
  return slots.count(slot) != 0;
}

std::vector<facts::FunctionFacts> hostTable(const std::string &table, const std::string &kind,
                                            const std::string &file, const facts::SourceRange &at,
                                            const std::vector<HostEntry> &entries) {
  if (entries.empty())
    return {};
  // A name the findings can show as the loop's function: the loop is in the host program.
  facts::FunctionFacts f = loopingPseudoFunction(kind + " table '" + table + "'",
                                                 kHostTablePrefix + file + "@" + table, at);
  uint64_t order = 0;
  for (const HostEntry &e : entries)
    f.calls.push_back(callInPseudoLoop(e.function, e.usr, e.at, ++order));
  return {std::move(f)};
}

} // namespace faultline::builder
