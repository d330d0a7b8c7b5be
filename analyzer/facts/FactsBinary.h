// A compact binary encoding of TranslationUnitFacts, for summary-cache entries only
// (docs/cache.md). Shard bundles and --dump-facts stay the documented JSON (FactsJson.h); this
// exists because reading 8 MB of facts JSON back cost more than a quarter of a cold run.
//
// Layout (all integers LEB128 varints; signed ones zigzag-encoded):
//   "FLFB"                      magic, 4 bytes
//   kFactsBinaryVersion         this encoding's version
//   kFactsFormatVersion         the facts model's version (FactsJson.h)
//   string count N, then N times (length, bytes)
//                               the string table; a string field is an index into it, 0 being
//                               "" and i >= 1 the i-th entry (file paths, names and USRs repeat
//                               in every range and call, so each is stored once per entry)
//   the TranslationUnitFacts    fields in Facts.h order, see FactsBinary.cpp
//   XXH3-64 of all the above    8 bytes, little endian
//
// Decoding trusts nothing: the checksum, both versions, every length, count, index, enumerator
// and integer range are checked, strings must be valid UTF-8 (as JSON would require), and every
// byte must be consumed. Anything else is a failure, never a crash or a partial result.
//
// The encoding is lossless for facts that went through JSON (the driver only stores those), so
// decode(encode(x)) == x and toJSON of both is identical (tests/pipeline/FactsBinaryTest.cpp).
#pragma once

#include "facts/Facts.h"

#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace faultline::facts {

// Bump on any change to the layout (a Facts.h field added, removed or reordered included);
// cache entries in an older layout then read as misses.
inline constexpr int kFactsBinaryVersion = 28;

// Appends the encoding of `tu` to `out`.
void encodeBinary(const TranslationUnitFacts &tu, std::string &out);

// The facts in `data` (exactly one encoding, nothing before or after it), or nullopt when
// `data` is not a well-formed encoding of this version.
std::optional<TranslationUnitFacts> decodeBinary(llvm::StringRef data);

} // namespace faultline::facts
