// Source lines by file and line number, each file read once. Suppression comments and SARIF
// fingerprints both need the text of the lines findings point at; findings from a header arrive
// from many TUs, so caching keeps that to one read per file.
#pragma once

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/MemoryBuffer.h"

#include <memory>
#include <mutex>
#include <optional>
#include <vector>

namespace faultline::suppress {

class SourceCache {
public:
  // The text of 1-based `line` without its line terminator; nullopt if the file cannot be read
  // or has fewer lines. The returned reference lives as long as the cache.
  std::optional<llvm::StringRef> line(llvm::StringRef file, unsigned line);
  // Number of lines in the file (0 if unreadable).
  unsigned lineCount(llvm::StringRef file);

private:
  struct Entry {
    std::unique_ptr<llvm::MemoryBuffer> buffer;
    std::vector<llvm::StringRef> lines;
  };
  const Entry &load(llvm::StringRef file);

  std::mutex mutex_;
  llvm::StringMap<Entry> files_;
};

} // namespace faultline::suppress
