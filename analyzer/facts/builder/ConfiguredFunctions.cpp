#include "facts/builder/ConfiguredFunctions.h"

#include "facts/builder/ProductSize.h"

namespace faultline::builder {

const extract::AllocatorSpec *configuredAllocator(const extract::ExtractOptions &options,
                                                  std::string_view name, std::string_view qualified,
                                                  bool definedHere) {
  for (const extract::AllocatorSpec &spec : options.allocators)
    if (spec.name == name || spec.name == qualified)
      return definedHere && !spec.model.empty() ? nullptr : &spec;
  return nullptr;
}

ReleaseTarget configuredReleaser(const extract::ExtractOptions &options, std::string_view name,
                                 std::string_view qualified, bool definedHere,
                                 unsigned *argument) {
  ReleaseTarget target = ReleaseTarget::None;
  if (argument)
    *argument = 0;
  for (const std::string &r : options.releasers)
    if (r == name || r == qualified)
      target = ReleaseTarget::Argument;
  for (const extract::AllocatorSpec &spec : options.allocators)
    for (const std::string &r : spec.releasers)
      if ((r == name || r == qualified) && !(definedHere && !spec.model.empty())) {
        if (argument)
          *argument = spec.releaseArg;
        if (spec.ownerArg >= 0)
          return ReleaseTarget::Pointee; // covers the plain argument too (keyed as itself)
        target = ReleaseTarget::Argument;
      }
  return target;
}

facts::Size configuredSize(const extract::AllocatorSpec &spec, facts::Size fromArguments,
                           bool oneShot, std::string_view sizeQuery) {
  facts::Size size;
  if (!spec.sizeArgs.empty()) {
    size = std::move(fromArguments);
  } else if (oneShot && spec.oneShotFootprint) {
    size = declaredFootprint(spec.name, spec.oneShotFootprint);
    size.derivation = spec.oneShotSource + "; the handle is given to '" + spec.oneShotUse +
                      (sizeQuery.empty() ? std::string("' once, outside any loop")
                                         : "' with an output sized after '" + std::string(sizeQuery) +
                                               "' read the frame's content size");
  } else {
    size = declaredFootprint(spec.name, spec.footprint);
    if (spec.footprint && !spec.source.empty())
      size.derivation = spec.source;
  }
  if (!spec.model.empty()) {
    std::string model = "library model '" + spec.model + "'";
    size.derivation = size.derivation.empty() ? model : size.derivation + "; " + model;
    if (!size.bytes && !size.growth.empty())
      size.growth += " (" + model + ")";
  }
  if (spec.transient) // the caller never sees the block: say where it lives and dies
    size.derivation += size.derivation.empty() ? "allocated and freed inside the call"
                                               : "; allocated and freed inside the call";
  return size;
}

void releaseInsideCall(facts::Block &block, const extract::AllocatorSpec &spec,
                       const facts::SourceRange &call, uint64_t callEnd) {
  block.releases.push_back({facts::ReleaseKind::Free, call, spec.name, block.loop, callEnd});
  block.fix = spec.fix;
}

bool releasedInsideCall(const facts::Block &block) {
  for (const facts::Release &release : block.releases)
    if (release.function == block.allocator && release.range == block.range)
      return true;
  return false;
}

} // namespace faultline::builder
