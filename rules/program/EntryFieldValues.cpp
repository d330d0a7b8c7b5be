#include "rules/program/EntryFieldValues.h"

#include <algorithm>
#include <deque>
#include <iterator>
#include <map>
#include <set>

namespace faultline::rules::program {

namespace {

// How many functions the search for a writer visits before it gives up (and says "written"):
// it keeps the join linear on programs whose loops reach most of their code.
constexpr size_t kMaxVisited = 20000;

// "Record::*" for "Record::field".
std::string wholeRecord(const std::string &field) {
  size_t colons = field.rfind("::");
  return colons == std::string::npos ? "" : field.substr(0, colons) + "::*";
}

bool writes(const facts::FunctionFacts &f, const std::string &field, const std::string &whole) {
  for (const std::string &w : f.writtenFields)
    if (w == field || (!whole.empty() && w == whole))
      return true;
  return false;
}

// Whether a function reachable from any of `starts` (including the callees of the starts
// themselves) writes `field`.
bool reachableWriter(const ProgramIndex &index, const facts::FunctionFacts &caller,
                     const std::vector<const facts::CallSite *> &starts, const std::string &field) {
  std::string whole = wholeRecord(field);
  std::set<const facts::FunctionFacts *> seen;
  std::deque<const facts::FunctionFacts *> queue;
  for (const facts::CallSite *call : starts)
    for (const facts::FunctionFacts *callee : index.callees(caller, *call))
      if (seen.insert(callee).second)
        queue.push_back(callee);
  while (!queue.empty()) {
    if (seen.size() > kMaxVisited)
      return true;
    const facts::FunctionFacts *f = queue.front();
    queue.pop_front();
    if (writes(*f, field, whole))
      return true;
    for (const facts::CallSite &call : f->calls)
      for (const facts::FunctionFacts *callee : index.callees(*f, call))
        if (seen.insert(callee).second)
          queue.push_back(callee);
  }
  return false;
}

// The fields every definition `call` reaches resets in its parameter `parameter`, with the
// value: the (field, value) pairs all of them agree on.
std::vector<std::pair<std::string, int64_t>> resetsBy(const ProgramIndex &index,
                                                      const facts::FunctionFacts &caller,
                                                      const facts::CallSite &call, int parameter) {
  std::vector<std::pair<std::string, int64_t>> agreed;
  bool first = true;
  for (const facts::FunctionFacts *callee : index.callees(caller, call)) {
    std::vector<std::pair<std::string, int64_t>> mine;
    for (const facts::FieldReset &reset : callee->fieldResets)
      if (reset.parameter == parameter)
        mine.emplace_back(reset.field, reset.value);
    std::sort(mine.begin(), mine.end());
    if (first)
      agreed = std::move(mine);
    else {
      std::vector<std::pair<std::string, int64_t>> both;
      std::set_intersection(agreed.begin(), agreed.end(), mine.begin(), mine.end(),
                            std::back_inserter(both));
      agreed = std::move(both);
    }
    first = false;
  }
  return agreed;
}

} // namespace

void addEntryFieldValues(const ProgramIndex &index, const facts::FunctionFacts &loopFunction,
                         const facts::CallSite &loopCall, ParameterValues &values) {
  if (loopFunction.calls.size() < 2)
    return; // no call before the loop's
  size_t count = std::min({loopCall.argumentKeys.size(), loopCall.arguments.size(), values.size()});
  for (size_t j = 0; j < count; ++j) {
    // The same object on every iteration: an argument that does not vary, or the loop
    // function's own pointer parameter, unchanged (handing it to a callee that writes the object
    // makes it "vary", facts::CallSite::argumentsVarying; the writes are looked for below).
    const std::string &key = loopCall.argumentKeys[j];
    const std::vector<int> &varying = loopCall.argumentsVarying;
    const facts::SymbolicValue &v = loopCall.arguments[j];
    bool forwarded = v.parameter >= 0 && v.multiplier == 1 && v.addend == 0;
    bool varies = std::find(varying.begin(), varying.end(), static_cast<int>(j)) != varying.end();
    if (key.empty() || (varies && !forwarded))
      continue;
    // Each straight-line call before the loop that hands the variable to a function resetting
    // its fields; a later reset of the same field overrides an earlier one.
    std::map<std::string, int64_t> known;
    for (const facts::CallSite &before : loopFunction.calls) {
      if (!before.straightLine || before.loop >= 0 || before.order >= loopCall.order)
        continue;
      for (size_t m = 0; m < before.argumentKeys.size(); ++m) {
        if (before.argumentKeys[m] != key)
          continue;
        for (auto &[field, value] : resetsBy(index, loopFunction, before, static_cast<int>(m))) {
          // Calls after the reset, up to and inside the loop, and the loop function itself.
          std::vector<const facts::CallSite *> after;
          for (const facts::CallSite &other : loopFunction.calls)
            if (other.order > before.order && (other.loop >= 0 || other.order < loopCall.order))
              after.push_back(&other);
          if (!writes(loopFunction, field, wholeRecord(field)) &&
              !reachableWriter(index, loopFunction, after, field))
            known[field] = value;
        }
      }
    }
    if (known.empty())
      continue;
    std::vector<std::pair<std::string, int64_t>> &fields = values[j].fields;
    for (auto &[field, value] : known)
      if (std::none_of(fields.begin(), fields.end(), [&](const auto &f) { return f.first == field; }))
        fields.emplace_back(field, value);
    std::sort(fields.begin(), fields.end());
  }
}

} // namespace faultline::rules::program
