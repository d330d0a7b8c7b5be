#include "rules/program/OwnerConstructions.h"

#include "rules/program/Wrappers.h"

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
  b.runsOnlyIf = call.runsOnlyIf;
  takeCallResult(call, b);
  return b;
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
        for (const facts::ConstructedMember &m : ctor->constructedMembers)
          added.push_back(memberBlock(call, m, static_cast<int>(f.blocks.size() + added.size())));
      }
      f.blocks.insert(f.blocks.end(), added.begin(), added.end());
    }
}

} // namespace faultline::rules::program
