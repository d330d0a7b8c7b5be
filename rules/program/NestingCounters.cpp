#include "rules/program/NestingCounters.h"

#include <map>
#include <vector>

namespace faultline::rules::program {

namespace {

struct Incoming {
  const facts::FunctionFacts *caller; // a definition
  const facts::CallSite *call;
};

bool smallStep(int64_t v) { return v >= 0 && v <= NestingCounters::kMaxCounterStep; }

} // namespace

NestingCounters::NestingCounters(const ProgramIndex &index) : index(index) {
  // Every call of every definition, by callee definition.
  std::map<const facts::FunctionFacts *, std::vector<Incoming>> callers;
  for (const facts::FunctionFacts *f : index.functions())
    for (const facts::CallSite &call : f->calls)
      for (const facts::FunctionFacts *callee : index.callees(*f, call))
        callers[index.definitionOf(callee) ? index.definitionOf(callee) : callee].push_back(
            {f, &call});
  for (const auto &[callee, calls] : callers) {
    size_t params = callee->parameterKeys.size();
    for (size_t p = 0; p < params; ++p)
      counters.insert({callee, static_cast<int>(p)});
  }
  // A call keeps (callee, p) a counter when its argument at p is one of the shapes above.
  auto passesCounter = [&](const Incoming &in, int p) {
    const facts::CallSite &call = *in.call;
    if (static_cast<size_t>(p) >= call.arguments.size())
      return false; // a default argument or a variadic slot the facts do not carry
    const facts::SymbolicValue &arg = call.arguments[p];
    if (arg.constant)
      return smallStep(*arg.constant);
    if (arg.parameter >= 0)
      return arg.multiplier == 1 && smallStep(arg.addend) && counters.count({in.caller, arg.parameter});
    if (arg.text || !arg.symbol.empty())
      return false;
    return static_cast<size_t>(p) < call.argumentGrowth.size() && call.argumentGrowth[p].empty();
  };
  for (bool changed = true; changed;) {
    changed = false;
    for (auto it = counters.begin(); it != counters.end();) {
      bool keep = true;
      for (const Incoming &in : callers[it->first])
        if (!passesCounter(in, it->second)) {
          keep = false;
          break;
        }
      if (keep) {
        ++it;
      } else {
        it = counters.erase(it);
        changed = true;
      }
    }
  }
}

} // namespace faultline::rules::program
