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
// `allocating` guards. The reset release applies only on such a path: a call of the grow-only
// function from elsewhere (exiv2's `DataBuf raw; raw.alloc(n);` in a box loop, while only a
// zlib helper calls both `alloc` and `free`) keeps the block in its object, as before.
bool callerResetsCapacity(const ProgramIndex &index, const facts::FunctionFacts &caller,
                          const facts::FunctionFacts &allocating);

} // namespace faultline::rules::program
