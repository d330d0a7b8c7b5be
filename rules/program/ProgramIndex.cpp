#include "rules/program/ProgramIndex.h"

#include <algorithm>
#include <tuple>

namespace faultline::rules::program {

namespace {

const std::vector<const facts::FunctionFacts *> kNone;
const std::vector<size_t> kNoIndices;

bool intersects(const std::vector<size_t> &a, const std::vector<size_t> &b) {
  // Both ascending.
  for (size_t i = 0, j = 0; i < a.size() && j < b.size();) {
    if (a[i] == b[j])
      return true;
    a[i] < b[j] ? ++i : ++j;
  }
  return false;
}

} // namespace

std::string ProgramIndex::keyOf(const facts::FunctionFacts &f) {
  return f.usr.empty() ? "name:" + f.name : f.usr;
}

bool ProgramIndex::internalLinkage(const std::string &key) {
  // Clang: "c:@F@process" is external; "c:main.c@F@helper", "c:x.cpp@aN@F@f#",
  // "c:x.cpp@277@F@main#@Sa@F@operator()#1" carry the file that makes them local.
  if (key.starts_with("c:"))
    return key.size() > 2 && key[2] != '@';
  if (key.starts_with("fast:/"))
    return true;
  return key.find("(lambda at line") != std::string::npos;
}

ProgramIndex::ProgramIndex(const std::vector<facts::TranslationUnitFacts> &tus,
                           const std::vector<LinkUnit> &linkUnits) {
  tuFiles.reserve(tus.size());
  tuCopies.resize(tus.size());
  tuUnits.resize(tus.size());
  // Copies of one definition: same key, same place. (Facts built without a location compare
  // equal, which keeps "one definition per key" for them.)
  std::map<std::tuple<std::string, std::string, unsigned, unsigned>, size_t> byPlace;
  for (size_t t = 0; t < tus.size(); ++t) {
    tuFiles.push_back(tus[t].mainFile);
    tuHasMain.push_back(false);
    tuUsingNames.push_back(&tus[t].usingNames);
    for (const facts::FunctionFacts &f : tus[t].functions) {
      tuCopies[t].push_back(&f);
      if (f.name == "main" && (f.range.file.empty() || f.range.file == tus[t].mainFile))
        tuHasMain.back() = true;
      std::string key = keyOf(f);
      auto [it, added] = byPlace.try_emplace(
          std::make_tuple(key, f.range.file, f.range.line, f.range.column), definitionList.size());
      if (added) {
        definitionList.push_back({&f, {}});
        ordered.push_back(&f);
        byKey[key].push_back(&f);
      }
      Definition &d = definitionList[it->second];
      if (d.tus.empty() || d.tus.back() != t)
        d.tus.push_back(t);
      definitionIndex.emplace(&f, it->second);
    }
  }

  if (!linkUnits.empty()) {
    linkUnitsKnown = true;
    std::unordered_map<std::string, size_t> tuOfFile;
    for (size_t t = 0; t < tus.size(); ++t)
      tuOfFile.try_emplace(tus[t].mainFile, t);
    for (size_t u = 0; u < linkUnits.size(); ++u)
      for (const std::string &source : linkUnits[u].sources)
        if (auto it = tuOfFile.find(source); it != tuOfFile.end())
          if (tuUnits[it->second].empty() || tuUnits[it->second].back() != u)
            tuUnits[it->second].push_back(u);
  }

  // Resolve every call of every copy once: the join asks many times.
  for (size_t t = 0; t < tus.size(); ++t)
    for (const facts::FunctionFacts &f : tus[t].functions)
      for (const facts::CallSite &call : f.calls)
        resolve(f, call, t);
}

namespace {

// The namespaces and classes around a fast-mode display name, with anonymous namespaces left
// out (their members are visible in the enclosing one): "jxl::DoCompress" -> "jxl",
// "a::(anonymous namespace)::f" -> "a", "f" -> "".
std::string scopeOf(const std::string &qualified) {
  size_t colon = qualified.rfind("::");
  std::string scope = colon == std::string::npos ? "" : qualified.substr(0, colon);
  for (size_t at; (at = scope.find("(anonymous namespace)")) != std::string::npos;) {
    size_t end = at + std::string_view("(anonymous namespace)").size();
    if (scope.compare(end, 2, "::") == 0)
      end += 2;
    else if (at >= 2)
      at -= 2; // the last component: drop the "::" before it
    scope.erase(at, end - at);
  }
  return scope;
}

// Whether scope `outer` is `inner` or encloses it ("" encloses everything).
bool encloses(const std::string &outer, const std::string &inner) {
  return outer.empty() || inner == outer || inner.starts_with(outer + "::");
}

// Whether one qualified name names the other, read from either end ("tools" and
// "jxl::tools" may be one namespace seen from inside jxl).
bool sameTail(const std::string &a, const std::string &b) {
  return a == b || a.ends_with("::" + b) || b.ends_with("::" + a);
}

} // namespace

// C++ lookup, as far as names tell: an unqualified call reaches a free function of its own
// namespace or of one around it, or one a `using` line of the caller's file names; a qualified
// call (`tools::ReadFile`) one whose namespace ends with the written qualifier. jpeg-xl's
// jxl::DoCompress calls jxl::ReadFile, an inline function of a header; fast mode keyed the call
// as "fast:ReadFile" and joined it to tools::ReadFile of another file, which opens a FILE (held-out
// set 24). Argument-dependent lookup is not modelled: a call that only it resolves is dropped.
bool ProgramIndex::visibleFrom(const facts::FunctionFacts &candidate, const facts::FunctionFacts &caller,
                               const facts::CallSite &call, const std::vector<std::string> &usingNames) {
  // Methods are keyed with their class ("fast:C::m") and lambdas by their place: not a lookup.
  std::string key = keyOf(candidate);
  if (key.find("::") != std::string::npos || internalLinkage(key))
    return true;
  std::string home = scopeOf(candidate.name);
  if (home.empty())
    return true;
  std::string written = scopeOf(call.callee);
  if (!written.empty())
    return sameTail(home, written);
  if (encloses(home, scopeOf(caller.name)))
    return true;
  size_t colon = candidate.name.rfind("::");
  std::string base = colon == std::string::npos ? candidate.name : candidate.name.substr(colon + 2);
  for (const std::string &u : usingNames)
    if (sameTail(u, home) || sameTail(u, home + "::" + base))
      return true;
  return false;
}

bool ProgramIndex::sharesTu(const Definition &a, const Definition &b) const {
  return intersects(a.tus, b.tus);
}

bool ProgramIndex::definesMain(const Definition &d) const {
  // Every TU the definition is in defines main (a header function is in TUs of any kind).
  for (size_t t : d.tus)
    if (!tuHasMain[t])
      return false;
  return !d.tus.empty();
}

bool ProgramIndex::sharesUnit(const Definition &a, const Definition &b) const {
  for (size_t ta : a.tus)
    for (size_t tb : b.tus)
      if (intersects(tuUnits[ta], tuUnits[tb]))
        return true;
  return false;
}

const std::vector<const facts::FunctionFacts *> &
ProgramIndex::resolve(const facts::FunctionFacts &caller, const facts::CallSite &call, size_t tu) {
  std::vector<const facts::FunctionFacts *> &out = resolved[&call];
  const std::vector<const facts::FunctionFacts *> *candidates = &kNone;
  if (!call.calleeUsr.empty())
    candidates = &definitions(call.calleeUsr);
  if (candidates->empty() && !call.callee.empty())
    candidates = &definitions("name:" + call.callee);
  // Fast mode keys a free function by its name alone: keep the namespaces the call can see.
  std::vector<const facts::FunctionFacts *> visible;
  if (call.calleeUsr.starts_with("fast:") && !candidates->empty()) {
    for (const facts::FunctionFacts *c : *candidates)
      if (visibleFrom(*c, caller, call, *tuUsingNames[tu]))
        visible.push_back(c);
    candidates = &visible;
  }
  if (candidates->empty())
    return out;
  const Definition &from = definitionList[definitionIndex.at(&caller)];
  std::vector<const Definition *> linkable, otherPrograms;
  for (const facts::FunctionFacts *c : *candidates) {
    const Definition &d = definitionList[definitionIndex.at(c)];
    // A function with internal linkage exists only in the TUs that define it.
    if (internalLinkage(keyOf(*c)) && !sharesTu(from, d))
      continue;
    // Two TUs that each define `main` are never linked together: from a TU with its own
    // main, a definition that only exists in another program's main file is not linkable
    // (unless nothing else is: then every candidate, as below).
    if (definesMain(from) && definesMain(d) && !sharesTu(from, d)) {
      otherPrograms.push_back(&d);
      continue;
    }
    linkable.push_back(&d);
  }
  if (linkable.empty())
    linkable = std::move(otherPrograms);
  auto pick = [&](auto &&accept) {
    for (const Definition *d : linkable)
      if (accept(*d))
        out.push_back(d->function);
    return !out.empty();
  };
  if (linkable.size() > 1 && !pick([&](const Definition &d) { return sharesTu(from, d); }) &&
      linkUnitsKnown)
    pick([&](const Definition &d) { return sharesUnit(from, d); });
  if (out.empty())
    pick([](const Definition &) { return true; });
  // Overloads met by name (fast mode keys a call by its callee's name, so every overload is a
  // candidate): those taking as many parameters as the call passes arguments, when some do.
  // groff's refer calls the three-argument process_commands; the one-argument overload, which
  // opens a command file, is not reached from there.
  if (out.size() > 1) {
    std::vector<const facts::FunctionFacts *> sameArity;
    for (const facts::FunctionFacts *f : out)
      if (f->parameterKeys.size() == call.arguments.size())
        sameArity.push_back(f);
    if (!sameArity.empty() && sameArity.size() < out.size())
      out = std::move(sameArity);
  }
  return out;
}

const facts::FunctionFacts *ProgramIndex::find(const std::string &key) const {
  const auto &all = definitions(key);
  return all.empty() ? nullptr : all.front();
}

const std::vector<const facts::FunctionFacts *> &
ProgramIndex::definitions(const std::string &key) const {
  auto it = byKey.find(key);
  return it == byKey.end() ? kNone : it->second;
}

const std::vector<const facts::FunctionFacts *> &
ProgramIndex::callees(const facts::FunctionFacts &, const facts::CallSite &call) const {
  auto it = resolved.find(&call);
  return it == resolved.end() ? kNone : it->second;
}

const facts::FunctionFacts *ProgramIndex::definitionOf(const facts::FunctionFacts *copy) const {
  auto it = definitionIndex.find(copy);
  return it == definitionIndex.end() ? nullptr : definitionList[it->second].function;
}

const std::vector<size_t> &ProgramIndex::tusOf(const facts::FunctionFacts *definition) const {
  auto it = definitionIndex.find(definition);
  return it == definitionIndex.end() ? kNoIndices : definitionList[it->second].tus;
}

std::vector<const facts::FunctionFacts *> ProgramIndex::namedIn(size_t tu,
                                                                const std::string &name) const {
  std::vector<const facts::FunctionFacts *> out;
  for (const facts::FunctionFacts *f : tuCopies[tu])
    if (f->name == name)
      if (const facts::FunctionFacts *d = definitionOf(f);
          std::find(out.begin(), out.end(), d) == out.end())
        out.push_back(d);
  return out;
}

} // namespace faultline::rules::program
