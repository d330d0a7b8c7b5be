#include "rules/program/SettledStates.h"

#include <algorithm>

namespace faultline::rules::program {

namespace {

// Whether what call `k` of the path passes for `parameter` of its callee is the same on every
// iteration of the loop, followed up the path while it is a parameter forwarded unchanged: a
// constant, or at the loop's call an argument that does not vary there. For the object
// (`identity`) the pointer itself must stay: the loop function's own parameter holding the
// caller's value counts even though the setter writes the object it points to, which makes the
// argument "vary" as a path or a buffer would (facts::CallSite::argumentsVarying).
bool passedUnchanged(const HotPath &path, size_t k, int parameter, bool identity) {
  for (size_t i = k + 1; parameter >= 0 && i-- > 0;) {
    const facts::CallSite &call = *path.calls[i].second;
    if (static_cast<size_t>(parameter) >= call.arguments.size())
      return false;
    const facts::SymbolicValue &v = call.arguments[static_cast<size_t>(parameter)];
    if (v.constant)
      return true;
    bool forwarded = v.parameter >= 0 && v.multiplier == 1 && v.addend == 0;
    if (i == 0) {
      const std::vector<int> &varying = call.argumentsVarying;
      return (identity && forwarded) ||
             std::find(varying.begin(), varying.end(), parameter) == varying.end();
    }
    if (!forwarded)
      return false;
    parameter = v.parameter;
  }
  return false;
}

// Whether a value is one the extractor read (a constant, an affine function of a parameter, a
// string, an identifier fast mode could not resolve): two such values compare for equality.
// Two values it could not read are not known to be equal (`set(t, low); set(t, high);`).
bool known(const facts::SymbolicValue &v) {
  return v.constant || v.parameter >= 0 || v.text || !v.symbol.empty();
}

// Whether the loop's own function calls the setter elsewhere in the loop with another value for
// its state (`set(t, true); ...; set(t, false);`), or with a value that may be another one (not
// read on either call): then each iteration may flip the state and the setter's work runs every
// time.
bool flippedInLoop(const HotPath &path, const facts::SettledState &state) {
  if (!path.loopFunction || path.loop < 0 || state.valueParameter < 0)
    return false;
  const facts::CallSite &setter = *path.calls[0].second;
  for (const facts::CallSite &other : path.loopFunction->calls) {
    if (&other == &setter || other.loop < 0 || other.calleeUsr != setter.calleeUsr ||
        !facts::loopWithin(*path.loopFunction, other.loop, path.loop))
      continue;
    size_t v = static_cast<size_t>(state.valueParameter);
    if (v >= other.arguments.size() || v >= setter.arguments.size() ||
        !known(setter.arguments[v]) || !(other.arguments[v] == setter.arguments[v]))
      return true;
  }
  return false;
}

} // namespace

bool settledOnPath(const HotPath &path, const facts::FunctionFacts &hot, uint64_t order) {
  for (size_t i = 0; i < path.calls.size(); ++i) {
    const facts::FunctionFacts &callee = i + 1 < path.calls.size() ? *path.calls[i + 1].first : hot;
    uint64_t at = i + 1 < path.calls.size() ? path.calls[i + 1].second->order : order;
    for (const facts::SettledState &state : callee.settledStates) {
      if (at < state.afterOrder || (state.endOrder != 0 && at >= state.endOrder) ||
          !passedUnchanged(path, i, state.objectParameter, true))
        continue;
      if (state.valueParameter >= 0 && !passedUnchanged(path, i, state.valueParameter, false))
        continue;
      if (i == 0 && flippedInLoop(path, state))
        continue;
      return true;
    }
  }
  return false;
}

} // namespace faultline::rules::program
