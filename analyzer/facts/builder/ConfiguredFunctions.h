// The allocators and releasers the configuration adds (ExtractOptions), matched by plain or
// qualified name, and the size facts of their blocks. One matcher for both front ends, so a
// configured function counts in fast mode exactly when it counts in AST mode. The library models
// (rules/models/*.yaml) arrive here as configured allocators like the user's own.
#pragma once

#include "extract/Extractor.h"

#include <string_view>

namespace faultline::builder {

// The first configured allocator named `name` or `qualified`, or null. `definedHere`: the callee
// is not the library's C function a model describes — it has a body in this translation unit
// (the library's own source, or a project function that happens to share the name), or it is a
// method or a function in a namespace (kyotocabinet's `kc::LZO::compress` is not zlib's
// `compress`): a library model's entry does not apply, the code is read instead; the user's
// entries always apply.
const extract::AllocatorSpec *configuredAllocator(const extract::ExtractOptions &options,
                                                  std::string_view name, std::string_view qualified,
                                                  bool definedHere = false);

// What a configured releaser's first argument names.
enum class ReleaseTarget {
  None,     // not a configured releaser
  Argument, // the block itself: xfree(p)
  Pointee,  // the object it points to, which owns the block: deflateEnd(&strm) releases what
            // deflateInit(&strm, level) hung on `strm` (a releaser of an `owner-arg` allocator).
            // The front ends key `&x` as `x` and any other argument as itself.
};
// `definedHere` as for configuredAllocator: then only the user's releasers count. `argument`
// (if given) receives which argument names the block: its allocator's `release-arg`, else 0.
ReleaseTarget configuredReleaser(const extract::ExtractOptions &options, std::string_view name,
                                 std::string_view qualified, bool definedHere = false,
                                 unsigned *argument = nullptr);

// A configured releaser (on its own, or of a configured allocator) of its first argument.
inline bool isConfiguredReleaser(const extract::ExtractOptions &options, std::string_view name,
                                 std::string_view qualified, bool definedHere = false) {
  return configuredReleaser(options, name, qualified, definedHere) != ReleaseTarget::None;
}

// The size of a block from configured allocator `spec`: `fromArguments` (the product of its
// size-args, as the front end evaluated it) when it has size-args, else its declared footprint.
// The derivation cites the footprint's source and, for a library model, says so:
// "ZSTD_estimateCCtxSize(3), zstd 1.5.4; library model 'zstd'".
// `oneShot`: the front end found the handle used once by the spec's one-shot-use call, so the
// block is its one-shot-footprint; `sizeQuery` names the one-shot-size-query call that made it
// one shot (the output sized for the whole frame), empty when the use was once outside loops.
facts::Size configuredSize(const extract::AllocatorSpec &spec, facts::Size fromArguments,
                           bool oneShot = false, std::string_view sizeQuery = {});

// A `transient` allocator's block (a one-shot helper, compress2): released by the call itself,
// at `callEnd` (the call's range and the order just after it), and carrying the model's fix.
// The front ends add the block with no owner, so nothing else attaches to it.
void releaseInsideCall(facts::Block &block, const extract::AllocatorSpec &spec,
                       const facts::SourceRange &call, uint64_t callEnd);

// Whether `block` is such a block: made and released by one call, so no variable of the caller
// holds it or sizes it.
bool releasedInsideCall(const facts::Block &block);

} // namespace faultline::builder
