// Functions whose result is a buffer size their library documents (ExtractOptions::
// sizeFunctions: the library models' `size-functions:` and the user's), evaluated the same way
// by both size evaluators, so `malloc(ZSTD_CStreamOutSize())` has the same size and the same
// note whichever front end read it: "ZSTD_CStreamOutSize() = 131591 (ZSTD_compressBound(
// ZSTD_BLOCKSIZE_MAX) + ...; library model 'zstd')".
#pragma once

#include "extract/Extractor.h"
#include "facts/builder/ProductSize.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace faultline::builder {

// The configured size function `name` (or `qualified`), or null. `definedHere` as for
// configuredAllocator (ConfiguredFunctions.h): a body in this translation unit, a method or a
// namespaced function is read as code, not as a library model's entry; the user's always apply.
const extract::SizeFunctionSpec *configuredSizeFunction(const extract::ExtractOptions &options,
                                                        std::string_view name,
                                                        std::string_view qualified,
                                                        bool definedHere);

// The argument a `bound-of` function's result grows with, or -1 for a constant one.
inline int boundArgument(const extract::SizeFunctionSpec &spec) {
  return spec.boundOf ? static_cast<int>(*spec.boundOf) : -1;
}

// The result of `spec` for the bound argument's value `argument` (unused for a constant one),
// with its derivation step appended to `trace` ("LZ4_compressBound(65536) = 65809 (...)").
// Nothing when the argument is unknown or negative, or the result overflows.
std::optional<int64_t> sizeFunctionResult(const extract::SizeFunctionSpec &spec,
                                          std::optional<int64_t> argument, SizeTrace &trace);

// An upper bound of a `bound-of` function's result for an argument at most `upper`.
std::optional<uint64_t> sizeFunctionUpper(const extract::SizeFunctionSpec &spec, uint64_t upper);

} // namespace faultline::builder
