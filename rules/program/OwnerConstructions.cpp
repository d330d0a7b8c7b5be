#include "rules/program/OwnerConstructions.h"

#include "rules/program/Wrappers.h"

#include <algorithm>
#include <string>

namespace faultline::rules::program {

namespace {

// The block the construction `call` makes for member `m`, worded as OwnerSites.cpp words it.
facts::Block memberBlock(const facts::CallSite &call, const facts::ConstructedMember &m, int id) {
  facts::Block b = blockAtCall(call, id, m.kind, m.size);
  const facts::Size &inner = m.size;
  const std::string what = "'" + m.className + "' allocates '" + m.member + "' in its constructor";
  b.allocator = m.className + "::" + m.member;
  b.size.expression = "'" + m.member + "' of '" + m.className + "': " + inner.expression;
  const int p = inner.dependsOnParameter;
  if (!inner.bytes && p >= 0 && static_cast<size_t>(p) < call.arguments.size() &&
      call.arguments[p].text)
    b.size.expression += " with argument " + std::to_string(p + 1) + " = " + *call.arguments[p].text;
  b.size.derivation = b.size.bytes ? what + ", with " + m.innermost
                                   : what + " (" + m.innermost + ": " + inner.expression +
                                         (inner.derivation.empty() ? "" : ", " + inner.derivation) +
                                         ")";
  // Sized from what the constructor reads elsewhere (`inst_ = new int[state->ninst_]`):
  // nothing at the construction says it can be large, so an unknown size is not reported (a
  // known one still is), as in the constructing file's own reading.
  if (!inner.bytes && p < 0 && inner.productParameter < 0)
    b.size.growth.clear();
  b.valueInitialized = m.valueInitialized;
  takeCallResult(call, b);
  return b;
}

// The open a construction `call` in `f` makes for a stream member `m`, as extract/OwnerSites.cpp
// (addOwnedStream) opens it when the constructor is visible: at the construction, closed by the
// class's destructor where the object dies at its scope's end. Only such objects are followed
// (a stack object, a unique_ptr variable), as there; nothing otherwise.
std::optional<facts::StreamOpen> memberStream(const facts::FunctionFacts &f,
                                              const facts::CallSite &call,
                                              const facts::ConstructedMember &m) {
  auto end = std::find_if(call.resultReleases.begin(), call.resultReleases.end(),
                          [](const facts::Release &r) { return r.kind == facts::ReleaseKind::ScopeEnd; });
  if (end == call.resultReleases.end() || call.resultKey.empty())
    return std::nullopt;
  facts::StreamOpen s;
  s.opener = m.innermost + " in " + m.className + "'s constructor, for member " + m.member;
  s.range = call.range;
  s.stream = call.resultKey;
  s.loop = call.loop;
  s.order = call.order;
  facts::Release close = *end;
  close.function = "~" + m.className;
  s.closes = {close};
  s.escape = call.resultEscape;
  s.notRepeated = call.notRepeated;
  s.runsOnlyIf = call.runsOnlyIf;
  s.onlyOnSuccess = call.onlyOnSuccess;
  // The path, in this function's terms: the constructor's constant, or the argument it opens;
  // one the constructor makes from something else may differ per object.
  const int p = m.pathParameter;
  const bool passed = p >= 0 && static_cast<size_t>(p) < call.arguments.size();
  s.pathConstant = m.pathConstant || constantArgument(call, p);
  if (passed && call.loop >= 0)
    s.pathVaries = std::find(call.argumentsVarying.begin(), call.argumentsVarying.end(), p) !=
                   call.argumentsVarying.end();
  else if (passed)
    s.pathParameter = forwardedParameter(f, call, p);
  else if (!m.pathConstant)
    s.pathVaries = true;
  return s;
}

// Whether `call` passes every argument the constructor's member sizes name. Fast mode keys a
// constructor by its class alone (`fast:T::T`), so a construction `T t;` also reaches T(n): its
// sizes would read arguments the call does not have. (Clang's keys name one overload; there the
// constructor's arguments, defaults included, are always all passed.)
bool passesSizeArguments(const facts::CallSite &call, const facts::FunctionFacts &ctor) {
  for (const facts::ConstructedMember &m : ctor.constructedMembers)
    for (int p : {m.size.dependsOnParameter, m.size.productParameter})
      if (p >= 0 && static_cast<size_t>(p) >= call.arguments.size())
        return false;
  return true;
}

} // namespace

void expandOwnerConstructions(std::vector<facts::TranslationUnitFacts> &tus,
                              const ProgramIndex &index) {
  for (facts::TranslationUnitFacts &tu : tus)
    for (facts::FunctionFacts &f : tu.functions) {
      std::vector<facts::Block> added;
      std::vector<facts::StreamOpen> opened;
      for (const facts::CallSite &call : f.calls) {
        if (call.startsThread)
          continue;
        // The first definition the call can reach that allocates members (several differ only
        // when the caller's TU links with none of them in particular).
        const facts::FunctionFacts *ctor = nullptr;
        for (const facts::FunctionFacts *callee : index.callees(f, call))
          if (!callee->constructedMembers.empty() && passesSizeArguments(call, *callee)) {
            ctor = callee;
            break;
          }
        if (!ctor)
          continue;
        for (const facts::ConstructedMember &m : ctor->constructedMembers) {
          if (!m.stream)
            added.push_back(memberBlock(call, m, static_cast<int>(f.blocks.size() + added.size())));
          else if (std::optional<facts::StreamOpen> open = memberStream(f, call, m))
            opened.push_back(std::move(*open));
        }
      }
      f.blocks.insert(f.blocks.end(), added.begin(), added.end());
      f.streamOpens.insert(f.streamOpens.end(), opened.begin(), opened.end());
    }
}

} // namespace faultline::rules::program
