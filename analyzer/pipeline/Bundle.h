// Summary bundles (docs/summary-format.md): what `faultline check --shard K/N` writes and
// `faultline merge` reads. One bundle holds the per-TU facts of a slice of the program, the TUs
// that failed, and enough about how it was made to refuse mixing incompatible bundles.
#pragma once

#include "facts/Facts.h"
#include "pipeline/Shard.h"
#include "report/Report.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/JSON.h"

#include <optional>
#include <string>
#include <vector>

namespace faultline::pipeline {

// Bump on any incompatible change to the bundle's own fields; the facts inside carry their own
// version (facts::kFactsFormatVersion) and are checked separately.
inline constexpr int kBundleFormatVersion = 1;
inline constexpr llvm::StringLiteral kBundleKind = "faultline-summaries";

struct Bundle {
  std::string toolVersion;               // faultline's version that wrote it (informational)
  std::optional<Shard> shard;            // absent for an unsharded check or a merged bundle
  std::string extractOptions;            // cache::hashExtractOptions of the configuration used
  unsigned filesAnalyzed = 0;            // TUs attempted, failed ones included
  std::vector<report::Failure> failures; // sorted by file
  std::vector<facts::TranslationUnitFacts> translationUnits; // sorted by mainFile
};

llvm::json::Value toJSON(const Bundle &);

// Reads and validates a bundle file. On failure returns false with `error` set to one line
// (no file name: the caller adds it).
bool readBundle(llvm::StringRef file, Bundle &out, std::string &error);

} // namespace faultline::pipeline
