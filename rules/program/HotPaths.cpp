#include "rules/program/HotPaths.h"

#include "rules/program/EntryFieldValues.h"

#include <algorithm>
#include <deque>

namespace faultline::rules::program {

namespace {

// Functions in a call-graph cycle (including direct recursion), by Tarjan's algorithm written
// iteratively: real call graphs can be deep enough to overflow a recursive version.
std::set<const facts::FunctionFacts *> recursiveFunctions(const ProgramIndex &index) {
  const auto &functions = index.functions();
  std::map<const facts::FunctionFacts *, size_t> id;
  for (size_t i = 0; i < functions.size(); ++i)
    id[functions[i]] = i;
  std::vector<std::vector<size_t>> edges(functions.size());
  std::vector<bool> selfLoop(functions.size(), false);
  for (size_t i = 0; i < functions.size(); ++i)
    for (const facts::CallSite &call : functions[i]->calls) {
      if (call.startsThread || !call.notRepeated.empty())
        continue;
      for (const facts::FunctionFacts *callee : index.callees(*functions[i], call)) {
        size_t j = id[callee];
        edges[i].push_back(j);
        if (j == i)
          selfLoop[i] = true;
      }
    }

  const size_t unvisited = SIZE_MAX;
  std::vector<size_t> order(functions.size(), unvisited), low(functions.size(), 0);
  std::vector<bool> onStack(functions.size(), false);
  std::vector<size_t> stack;
  std::set<const facts::FunctionFacts *> out;
  size_t counter = 0;
  for (size_t root = 0; root < functions.size(); ++root) {
    if (order[root] != unvisited)
      continue;
    std::vector<std::pair<size_t, size_t>> work{{root, 0}}; // node, next edge
    order[root] = low[root] = counter++;
    stack.push_back(root);
    onStack[root] = true;
    while (!work.empty()) {
      auto &[node, next] = work.back();
      if (next < edges[node].size()) {
        size_t to = edges[node][next++];
        if (order[to] == unvisited) {
          order[to] = low[to] = counter++;
          stack.push_back(to);
          onStack[to] = true;
          work.push_back({to, 0});
        } else if (onStack[to]) {
          low[node] = std::min(low[node], order[to]);
        }
        continue;
      }
      if (low[node] == order[node]) {
        std::vector<size_t> component;
        size_t member;
        do {
          member = stack.back();
          stack.pop_back();
          onStack[member] = false;
          component.push_back(member);
        } while (member != node);
        if (component.size() > 1 || selfLoop[node])
          for (size_t m : component)
            out.insert(functions[m]);
      }
      size_t finished = node;
      work.pop_back();
      if (!work.empty())
        low[work.back().first] = std::min(low[work.back().first], low[finished]);
    }
  }
  return out;
}

// A call under `case` labels of a switch on a parameter that the path fixes to other values.
bool cutBySwitch(const facts::CallSite &call, const ParameterValues &caller) {
  if (call.switchParameter < 0 || static_cast<size_t>(call.switchParameter) >= caller.size())
    return false;
  const KnownValue &value = caller[call.switchParameter];
  if (!value.integer && value.oneOf.empty())
    return false;
  return std::none_of(call.switchCases.begin(), call.switchCases.end(),
                      [&](int64_t label) { return value.mayBe(label); });
}

// Whether path values `general` cut nothing that `specific` does not: every parameter is
// unknown in `general` or known alike in both. A path subsumed so adds nothing to explore.
bool subsumes(const ParameterValues &general, const ParameterValues &specific) {
  for (size_t i = 0; i < general.size(); ++i) {
    const KnownValue &g = general[i];
    if (!g.known() && g.fields.empty())
      continue;
    if (i >= specific.size())
      return false;
    const KnownValue &s = specific[i];
    if (g.known() && (g.integer != s.integer || g.text != s.text || g.symbol != s.symbol ||
                      g.oneOf != s.oneOf))
      return false;
    // A path that knows a field is not more general than one that does not.
    if (!std::includes(s.fields.begin(), s.fields.end(), g.fields.begin(), g.fields.end()))
      return false;
  }
  return true;
}

} // namespace

std::map<const facts::FunctionFacts *, HotPath> findHotFunctions(const ProgramIndex &index) {
  // Every path kept per function (the first one is the function's HotPath), and the
  // (function, path) pairs still to explore, breadth-first.
  std::map<const facts::FunctionFacts *, std::vector<HotPath>> paths;
  std::deque<std::pair<const facts::FunctionFacts *, size_t>> queue;
  auto reach = [&](const facts::FunctionFacts *callee, HotPath path) {
    std::vector<HotPath> &kept = paths[callee];
    for (const HotPath &k : kept)
      if (subsumes(k.parameterValues, path.parameterValues))
        return;
    // Past the bound only a path more general than a kept one still enters: it reaches code
    // every kept path's constants cut (a dispatcher called with GZIP, RANS0, RANS1, ... and
    // then with a method read at run time must not lose its later `case` labels to the
    // constants found first). Kept paths stay (the queue holds their indices), so the bound
    // doubles at most and the search stays linear.
    if (kept.size() >= kMaxPathsPerFunction) {
      bool general = std::any_of(kept.begin(), kept.end(), [&](const HotPath &k) {
        return subsumes(path.parameterValues, k.parameterValues);
      });
      if (!general || kept.size() >= 2 * kMaxPathsPerFunction)
        return;
    }
    kept.push_back(std::move(path));
    queue.push_back({callee, kept.size() - 1});
  };
  // Seeds: every call made inside a loop, in deterministic order.
  for (const facts::FunctionFacts *f : index.functions())
    for (const facts::CallSite &call : f->calls) {
      if (call.loop < 0 || !call.notRepeated.empty())
        continue;
      // Every definition the call can link to (ProgramIndex::callees): one per program that
      // defines it, so a loop in one program never makes another program's function hot.
      for (const facts::FunctionFacts *callee : index.callees(*f, call)) {
        if (callee == f)
          continue;
        HotPath path;
        path.loopFunction = f;
        path.loop = call.loop;
        path.calls.push_back({f, &call});
        path.parameterValues = argumentValues(call, {});
        addEntryFieldValues(index, *f, call, path.parameterValues); // EntryFieldValues.h
        reach(callee, std::move(path));
      }
    }
  // Everything a hot function calls runs as often as it does.
  while (!queue.empty()) {
    auto [f, which] = queue.front();
    queue.pop_front();
    const HotPath from = paths.at(f)[which]; // a copy: reach() may grow the vector
    for (const facts::CallSite &call : f->calls) {
      if (!call.notRepeated.empty())
        continue; // a call on a failure path or behind a once-flag does not repeat
      if (cutBySwitch(call, from.parameterValues))
        continue; // `case` labels the path's argument never selects
      if (!mayRun(index, *f, call.runsOnlyIf, from.parameterValues))
        continue; // an `if` the path's arguments decide against
      for (const facts::FunctionFacts *callee : index.callees(*f, call)) {
        HotPath path = from;
        path.calls.push_back({f, &call});
        path.parameterValues = argumentValues(call, from.parameterValues);
        reach(callee, std::move(path));
      }
    }
  }
  std::map<const facts::FunctionFacts *, HotPath> hot;
  for (auto &[f, kept] : paths) {
    HotPath first = std::move(kept.front());
    for (size_t i = 1; i < kept.size(); ++i)
      first.alternatives.push_back(std::move(kept[i]));
    hot.emplace(f, std::move(first));
  }
  for (const facts::FunctionFacts *f : recursiveFunctions(index)) {
    auto [it, inserted] = hot.try_emplace(f);
    it->second.recursive = true;
  }
  return hot;
}

std::map<const facts::FunctionFacts *, const facts::CallSite *>
findThreadedFunctions(const ProgramIndex &index) {
  std::map<const facts::FunctionFacts *, const facts::CallSite *> threaded;
  std::deque<const facts::FunctionFacts *> queue;
  for (const facts::FunctionFacts *f : index.functions())
    for (const facts::CallSite &call : f->calls)
      if (call.startsThread)
        for (const facts::FunctionFacts *callee : index.callees(*f, call))
          if (threaded.emplace(callee, &call).second)
            queue.push_back(callee);
  while (!queue.empty()) {
    const facts::FunctionFacts *f = queue.front();
    queue.pop_front();
    const facts::CallSite *start = threaded.at(f);
    for (const facts::CallSite &call : f->calls)
      for (const facts::FunctionFacts *callee : index.callees(*f, call))
        if (threaded.emplace(callee, start).second)
          queue.push_back(callee);
  }
  return threaded;
}

} // namespace faultline::rules::program
