// A block cached in an object behind a capacity field (facts::CapacityField) is allocated once
// per object, not per call: `if (ctx->maxBufferSize < need) { free(ctx->tmpBuff);
// ctx->tmpBuff = calloc(1, need); ctx->maxBufferSize = need; }` keeps it across calls. Unless
// another function resets the capacity to 0 on every call (`ctx->maxBufferSize = 0;` in lz4
// 1.9.4's LZ4F_compressEnd) and both run on the same path: then every call of the allocating
// function frees the block and allocates it again (lz4 cedf9cd5, up to 4 MiB per frame).
//
// "The same path" is a function that calls both (lz4io's per-file function calls
// LZ4F_compressBegin_usingCDict and LZ4F_compressEnd). Such a block is then released, for the
// rules, by the reset (facts::ReleaseKind::CapacityReset) and no longer escapes into the object:
// faultline-per-call-buffer reports it where its function is hot, naming the resetting function.
#pragma once

#include "rules/program/ProgramIndex.h"

#include <vector>

namespace faultline::rules::program {

// Call after expandWrapperCalls (the allocation is often a wrapper's, LZ4F_calloc). `index`
// must have been built over `tus`; blocks are changed in place, none added.
void applyCapacityResets(std::vector<facts::TranslationUnitFacts> &tus, const ProgramIndex &index);

// Whether `caller` itself calls a function (other than `allocating`) that resets a capacity field
// `allocating` guards (`caller` may be `allocating` itself: a reset at the end of its own call). The reset release applies only on such a path: a call of the grow-only
// function from elsewhere (exiv2's `DataBuf raw; raw.alloc(n);` in a box loop, while only a
// zlib helper calls both `alloc` and `free`) keeps the block in its object, as before.
// Whether `release` (of `block`, in `f`) runs only inside a capacity guard of `f` that does not
// hold the block: `if (d->len > d->buffersize) { free(d->buffer); ...; d->buffer = malloc(...); }`
// after an earlier allocation into the same field (libsndfile's ogg_opus_read_refill). It frees
// the block only to replace it with a larger one (a block of the same owner allocated after it
// in that guard) kept in the object: not a per-call release.
bool releasedOnlyToGrow(const facts::FunctionFacts &f, const facts::Block &block,
                        const facts::Release &release);

bool callerResetsCapacity(const ProgramIndex &index, const facts::FunctionFacts &caller,
                          const facts::FunctionFacts &allocating);

} // namespace faultline::rules::program
