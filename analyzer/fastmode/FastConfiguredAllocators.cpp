// Events: a call of a configured allocator (a library model's or the user's `.faultline.yaml`
// entry, docs/configuration.md): its size from the size arguments (and `element-type-arg`'s
// element type), and who owns the block (`owner-arg`, a one-shot use, a transient context made
// and freed inside the call). The Clang side reads the same in extract/WalkerEvents.cpp.
#include "fastmode/WalkerImpl.h"

#include "facts/builder/ConfiguredFunctions.h"
#include "facts/builder/SingleSpaced.h"

namespace faultline::fastmode::walker {

void Walker::onConfiguredAllocator(int call, const extract::AllocatorSpec &spec, const std::vector<int> &args) {
  std::vector<NodeRef> factors;
  for (unsigned arg : spec.sizeArgs)
    if (arg < args.size())
      factors.push_back(ref(args[arg]));
  // `element-type-arg`: a macro taking the element type (g_new(T, n)): n elements of T.
  uint64_t elementSize = 1;
  std::string elementType;
  if (spec.elementTypeArg >= 0) {
    if (static_cast<size_t>(spec.elementTypeArg) >= args.size())
      return;
    elementType = singleSpaced(t.text(args[static_cast<size_t>(spec.elementTypeArg)]));
    elementSize = !elementType.empty() && elementType.back() == '*'
                      ? 8 // any object pointer on x86-64
                      : sizes.sizeOfNamedType(elementType);
  }
  facts::Size size = builder::configuredSize(
      spec, factors.empty() ? facts::Size{} : sizes.size(factors, elementSize, elementType));
  // `owner-arg: N`: the object argument N points to owns the block (deflateInit(&strm, 6),
  // LZ4F_createCompressionContext(&ctx, v)); the result is a status code.
  Owner owner;
  if (!spec.oneShotUse.empty() && !spec.transient && spec.ownerArg < 0) {
    // A DStream decoded in one call holds only its DCtx (FastOneShotUses.cpp).
    owner = ownerOfCurrent(false);
    std::string sizeQuery;
    if (owner.kind == Owner::Variable && owner.local >= 0 &&
        usedOnceOutsideLoops(locals[static_cast<size_t>(owner.local)].var.name, spec.oneShotUse,
                             spec.oneShotSizeQueries, call, &sizeQuery))
      size = builder::configuredSize(spec, facts::Size{}, true, sizeQuery);
    addBlock(facts::BlockKind::Custom, spec.name, call, std::move(size), false, owner);
    return;
  }
  if (spec.transient) {
    // compress2(...): the library makes and frees its context inside the call, whatever
    // receives the result (a status code).
    addBlock(facts::BlockKind::Custom, spec.name, call, std::move(size), false, owner);
    builder::releaseInsideCall(facts.blocks.back(), spec, rangeOf(call), endOrderOf(call));
    return;
  }
  if (spec.ownerArg < 0)
    owner = ownerOfCurrent(false);
  else if (static_cast<size_t>(spec.ownerArg) < args.size())
    owner = ownerFromLValue(pointee(args[static_cast<size_t>(spec.ownerArg)]));
  else
    owner.kind = Owner::Stored;
  addBlock(facts::BlockKind::Custom, spec.name, call, std::move(size), false, owner);
}

} // namespace faultline::fastmode::walker
