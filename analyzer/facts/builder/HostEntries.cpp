#include "facts/builder/HostEntries.h"

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
  facts::FunctionFacts f;
  // A name the findings can show as the loop's function: the loop is in the host program.
  f.name = kind + " table '" + table + "'";
  f.usr = kHostTablePrefix + file + "@" + table;
  f.range = at;
  facts::Loop loop;
  loop.id = 0;
  loop.kind = facts::LoopKind::For;
  loop.range = at;
  f.loops.push_back(loop);
  uint64_t order = 0;
  for (const HostEntry &e : entries) {
    facts::CallSite call;
    call.callee = e.function;
    call.calleeUsr = e.usr;
    call.range = e.at;
    call.loop = 0;
    call.order = ++order;
    f.calls.push_back(std::move(call));
  }
  return {std::move(f)};
}

} // namespace faultline::builder
