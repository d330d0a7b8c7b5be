#include "rules/program/ProgramIndex.h"

namespace faultline::rules::program {

std::string ProgramIndex::keyOf(const facts::FunctionFacts &f) {
  return f.usr.empty() ? "name:" + f.name : f.usr;
}

ProgramIndex::ProgramIndex(const std::vector<facts::TranslationUnitFacts> &tus) {
  for (const facts::TranslationUnitFacts &tu : tus)
    for (const facts::FunctionFacts &f : tu.functions)
      if (byKey.try_emplace(keyOf(f), &f).second)
        ordered.push_back(&f);
}

const facts::FunctionFacts *ProgramIndex::find(const std::string &key) const {
  auto it = byKey.find(key);
  return it == byKey.end() ? nullptr : it->second;
}

const facts::FunctionFacts *ProgramIndex::callee(const facts::CallSite &call) const {
  if (!call.calleeUsr.empty())
    if (const facts::FunctionFacts *f = find(call.calleeUsr))
      return f;
  return call.callee.empty() ? nullptr : find("name:" + call.callee);
}

} // namespace faultline::rules::program
