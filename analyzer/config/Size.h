// Parsing of byte sizes ("131072", "128K", "1MiB") and --fail-on levels, shared by the command
// line and the configuration file so both accept exactly the same spellings.
#pragma once

#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>

namespace faultline::config {

// A plain integer, or an integer followed by K, KiB, M, MiB, G or GiB (all binary: K = 1024,
// because the thresholds they are compared with, glibc's, are powers of two). Case-insensitive
// suffix, no spaces, no fractions. std::nullopt on anything else or on overflow.
std::optional<uint64_t> parseSize(llvm::StringRef text);

// The lowest severity that makes `check` exit 1. Never: only failures change the exit code.
enum class FailOn { Note, Warning, Error, Never };
std::optional<FailOn> parseFailOn(llvm::StringRef text);
const char *toString(FailOn);

} // namespace faultline::config
