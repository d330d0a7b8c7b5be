// Content hashes of source files, memoised for one run: a header included by 40 TUs is read and
// hashed once. Thread-safe (the per-TU phase runs in parallel).
#pragma once

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"

#include <mutex>
#include <optional>
#include <string>

namespace faultline::cache {

// 32 lowercase hex digits of XXH3-128 over `data`: fast (GB/s) and, at 128 bits, with no
// practical chance of two versions of a header colliding.
std::string contentHash(llvm::StringRef data);

class FileHasher {
public:
  // The file's contentHash, or nullopt when it cannot be read (gone, a directory, ...).
  // Files are assumed not to change during one run.
  std::optional<std::string> hash(llvm::StringRef path);

private:
  std::mutex mutex_;
  llvm::StringMap<std::optional<std::string>> memo_;
};

} // namespace faultline::cache
