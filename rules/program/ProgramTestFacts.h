// Facts built by hand for the whole-program join's tests (rules/program/*Test.cpp): functions in
// named files, call sites, constant and parameter values, and a 1 MiB helper called from a loop in
// another file. Test-only.
#pragma once

#include "rules/Program.h"
#include "rules/TestFacts.h"

#include <algorithm>
#include <iterator>
#include <optional>
#include <string>
#include <vector>

namespace faultline::rules::programtest {

inline facts::SourceRange in(const std::string &file, unsigned line) {
  return {file, line, 3, line, 20};
}

inline facts::FunctionFacts fn(const std::string &name, const std::string &file,
                               std::vector<facts::Loop> loops = {}) {
  facts::FunctionFacts f;
  f.name = name;
  f.usr = "c:@F@" + name;
  f.range = in(file, 1);
  f.loops = std::move(loops);
  for (facts::Loop &l : f.loops)
    l.range = in(file, 100 + l.id);
  return f;
}

inline facts::CallSite call(const std::string &callee, const std::string &file, unsigned line,
                            int loopId, std::vector<facts::SymbolicValue> args = {}) {
  facts::CallSite c;
  c.callee = callee;
  c.calleeUsr = "c:@F@" + callee;
  c.range = in(file, line);
  c.loop = loopId;
  c.order = line;
  c.arguments = std::move(args);
  c.resultEscape = facts::EscapeKind::Unknown;
  return c;
}

inline facts::SymbolicValue constant(int64_t v) {
  facts::SymbolicValue s;
  s.constant = v;
  return s;
}

inline facts::SymbolicValue parameter(int p, int64_t multiplier = 1) {
  facts::SymbolicValue s;
  s.parameter = p;
  s.multiplier = multiplier;
  return s;
}

// malloc at `line` in `file`, outside any loop of its function, freed at line + 5.
inline facts::Block scratch(const std::string &file, unsigned line,
                            std::optional<uint64_t> bytes) {
  facts::Block b =
      testing::block(facts::BlockKind::Malloc, bytes, -1, line, {testing::release(-1, line + 5)});
  b.range = in(file, line);
  b.releases[0].range = in(file, line + 5);
  return b;
}

inline facts::TranslationUnitFacts tu(const std::string &file,
                                      std::vector<facts::FunctionFacts> fs) {
  facts::TranslationUnitFacts t;
  t.mainFile = file;
  t.functions = std::move(fs);
  return t;
}

inline std::vector<Finding> withRule(const std::vector<Finding> &all, const std::string &id) {
  std::vector<Finding> out;
  std::copy_if(all.begin(), all.end(), std::back_inserter(out),
               [&](const Finding &f) { return f.ruleId == id; });
  return out;
}

// A helper in one file allocating 1 MiB per call, called from a loop in another file.
inline std::vector<facts::TranslationUnitFacts> helperCalledInLoop(bool inLoop = true) {
  facts::FunctionFacts helper = fn("pack_block", "/src/kernel.c");
  helper.blocks.push_back(scratch("/src/kernel.c", 10, 1 << 20));
  facts::FunctionFacts driver = fn("run", "/src/driver.c", {testing::loop(0)});
  driver.calls.push_back(call("pack_block", "/src/driver.c", 20, inLoop ? 0 : -1));
  return {tu("/src/kernel.c", {helper}), tu("/src/driver.c", {driver})};
}

} // namespace faultline::rules::programtest
