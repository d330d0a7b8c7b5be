// Small helpers every subcommand shares: the one-line error format and path normalisation.
#pragma once

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"

#include <string>

namespace faultline::driver {

// Every user-facing error is one line, "faultline: error: ...", then exit 2 (or 3 for TUs).
llvm::raw_ostream &error();
llvm::raw_ostream &warning();

// `s` trimmed, with line breaks turned into spaces, so an error stays on one line.
std::string oneLine(llvm::StringRef s);

// Absolute, with "." and ".." removed, no trailing separator: the one spelling used to compare
// database entries, FILE arguments, --root and the extractor's paths.
std::string normalise(llvm::StringRef p, llvm::StringRef base = "");

// How an -o argument is named in an error: 'FILE', or "standard output" for "" and "-".
std::string outputName(llvm::StringRef output);

// False (with one error line) when `output` (an -o argument; "" or "-" is stdout) cannot be
// written: checked before any work, so a typo does not cost a whole analysis.
bool checkWritable(llvm::StringRef output);

} // namespace faultline::driver
