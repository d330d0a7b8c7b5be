#include "cache/FileHasher.h"

#include "io/Input.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/xxhash.h"

namespace faultline::cache {

std::string contentHash(llvm::StringRef data) {
  llvm::XXH128_hash_t h =
      llvm::xxh3_128bits(llvm::ArrayRef(data.bytes_begin(), data.size()));
  return llvm::utohexstr(h.high64, /*LowerCase=*/true, 16) +
         llvm::utohexstr(h.low64, /*LowerCase=*/true, 16);
}

std::optional<std::string> FileHasher::hash(llvm::StringRef path) {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    if (auto it = memo_.find(path); it != memo_.end())
      return it->second;
  }
  // Hash outside the lock: two threads may hash the same file once each, which is cheaper than
  // serialising every read.
  std::optional<std::string> result;
  // io::readFile refuses FIFOs and devices (a header path can name one), which would block or
  // never end; an unreadable file has no hash, as a missing one.
  if (auto buffer = io::readFile(path))
    result = contentHash((*buffer)->getBuffer());
  else
    llvm::consumeError(buffer.takeError());
  std::lock_guard<std::mutex> lock(mutex_);
  return memo_.try_emplace(path, result).first->second;
}

} // namespace faultline::cache
