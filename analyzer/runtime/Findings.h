// Static findings as `faultline confirm` needs them, read from `faultline check`'s JSON
// (docs/json-format.md) or SARIF (docs/sarif.md) output.
#pragma once

#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

#include <optional>
#include <string>
#include <vector>

namespace faultline::runtime {

struct StaticFinding {
  std::string ruleId, message, function, fingerprint;
  std::string file;        // as written in the input (root-relative or absolute)
  std::string absoluteFile; // resolved against the input's root
  unsigned line = 0, endLine = 0, column = 0;
  std::optional<uint64_t> sizeBytes;
  // The notes' locations (JSON notes[].location, SARIF relatedLocations): a stream finding's
  // open and setvbuf are there.
  struct Place {
    std::string file, absoluteFile;
    unsigned line = 0, endLine = 0;
  };
  std::vector<Place> notes;
};

struct FindingsInput {
  enum class Kind { Json, Sarif } kind = Kind::Json;
  std::string root;
  std::vector<StaticFinding> findings;
  llvm::json::Value document = nullptr; // the whole input, kept for SARIF pass-through
};

// One-line error on anything that is not a faultline JSON report or a SARIF log.
llvm::Expected<FindingsInput> readFindings(llvm::StringRef path);

} // namespace faultline::runtime
