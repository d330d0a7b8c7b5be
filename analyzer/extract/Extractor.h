// Clang front end: one translation unit in, facts out.
#pragma once

#include "facts/Facts.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace clang::tooling {
struct CompileCommand;
}

namespace faultline::extract {

// An allocation function the built-in tables do not know (from the configuration).
struct AllocatorSpec {
  std::string name;               // unqualified or qualified function name
  std::vector<unsigned> sizeArgs; // 0-based; the size is the product of these arguments
  // A macro whose argument `elementTypeArg` is a type (GLib's `g_new(T, n)`): the size is the
  // product above times sizeof that type. Only fast mode sees such a call (AST mode sees the
  // macro's expansion); -1: none.
  int elementTypeArg = -1;
  std::vector<std::string> releasers; // functions that release its result (first argument)
  // Library-owned memory behind the result, when the size is not an argument: a compression
  // context whose create function costs several MiB. Used when sizeArgs is empty.
  std::optional<uint64_t> footprint;
  // The block is owned by the object argument `ownerArg` points to, not by the result (which is
  // an error code): an out-parameter constructor, LZ4F_createCompressionContext(&ctx, v), or an
  // init function that hangs its state on the struct it is given, deflateInit(&strm, level).
  // Its releasers then release what their first argument points to: deflateEnd(&strm). -1: the
  // result is the block.
  int ownerArg = -1;
  // Which argument of its releasers is the block (or, with ownerArg, its owner): 0 for most,
  // 1 for BZ2_bzWriteClose(&err, handle, ...), whose first argument is an error out-parameter.
  unsigned releaseArg = 0;
  // A one-shot helper that creates its context and frees it before returning (compress2,
  // LZ4_compress_HC): each call is an allocation and a release at the call site. No releasers,
  // no owner: nothing outlives the call.
  bool transient = false;
  // With `transient`: what to do instead, quoted as the finding's fix (the library's streaming
  // API with a context kept across calls).
  std::string fix;
  // Where the footprint comes from ("ZSTD_estimateCCtxSize(3), zstd 1.5.4"): quoted in findings.
  std::string source;
  // A context whose footprint is allocated on its first piecewise use, not at creation:
  // ZSTD_createDStream makes only the DCtx, and ZSTD_decompressStream allocates the window and
  // block buffers unless one call decodes the whole frame straight into the output. When the
  // function that creates the handle (a local variable) gives it to `oneShotUse` exactly once,
  // outside any loop of its own, the block is `oneShotFootprint` (cited from `oneShotSource`).
  std::string oneShotUse;
  std::optional<uint64_t> oneShotFootprint;
  std::string oneShotSource;
  // Calls that read a frame's content size from its header (ZSTD_getFrameContentSize): a
  // function that calls one sizes its output for the whole frame, so its `oneShotUse` calls,
  // in a loop or not, decode the frame straight into that output (rspamd's map reader, held-out
  // set 35). Needs `oneShotUse`.
  std::vector<std::string> oneShotSizeQueries;
  // The library model (rules/models/<model>.yaml) this entry comes from; empty for the user's.
  std::string model;
};

// A function whose integer result is a buffer size its library documents (a library model's
// `size-functions:` entry, or the user's): ZSTD_CStreamOutSize() is 131,591 bytes whatever its
// arguments; LZ4_compressBound(n) is n + n / 255 + 16. Both size evaluators use it where the
// library's body is out of sight (facts/builder/SizeFunctionModels.h).
struct SizeFunctionSpec {
  std::string name;
  std::optional<uint64_t> value; // the result, whatever the arguments
  // Or the result grows with argument `boundOf`: n + n / d for each d of `divisors`, + addend.
  std::optional<unsigned> boundOf;
  std::vector<uint64_t> divisors;
  uint64_t addend = 0;
  std::string source; // where the value or formula comes from, quoted in the size note
  std::string model;  // the library model it comes from; empty for the user's
};

struct ExtractOptions {
  std::vector<AllocatorSpec> allocators;
  std::vector<std::string> releasers; // extra release functions taking the block as argument 0
  std::vector<SizeFunctionSpec> sizeFunctions;
  // Functions of the project defined in another file that never return (fastmode/
  // ProjectNoreturns.h), by plain name; null when the run made no such index (the editor hosts,
  // `faultline extract`): each TU then knows only its own.
  std::shared_ptr<const std::set<std::string, std::less<>>> projectNoreturns;
};

struct ExtractResult {
  facts::TranslationUnitFacts facts;
  bool parsed = true;    // false when the TU had errors (facts hold what parsed)
  std::string firstError; // "file:line:col: error: message" of the first error, if any
  unsigned errorCount = 0;
  // Every file the compiler read for this TU (main file and headers, absolute, sorted): what a
  // cache must re-check before reusing these facts.
  std::vector<std::string> dependencies;
};

// Parses `command` and extracts facts for every function defined outside system headers.
// Never throws; a TU that cannot be parsed at all yields parsed=false and no functions.
ExtractResult extractTranslationUnit(const clang::tooling::CompileCommand &command,
                                     const ExtractOptions &options);

} // namespace faultline::extract
