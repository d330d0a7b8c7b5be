// A summary-cache entry (analyzer/cache/SummaryCache.cpp, docs/cache.md). An entry on disk is
// checksummed, so random bytes stop at the checksum; the facts inside are binary
// (analyzer/facts/FactsBinary.cpp), checksummed as well. The first byte picks: even, the rest is
// the facts' magic and body, given a valid trailing checksum here and decoded directly (what a
// corrupt entry with a valid checksum would reach: without the reseal, no mutation ever got past
// decodeBinary's checksum); odd, the rest is a whole entry file looked up through SummaryCache,
// magic and checksum included.
#include "FuzzInput.h"
#include "cache/SummaryCache.h"
#include "facts/FactsBinary.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/xxhash.h"

#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size == 0)
    return 0;
  llvm::StringRef rest(reinterpret_cast<const char *>(data + 1), size - 1);
  if ((data[0] & 1) == 0) {
    std::string sealed = rest.str(); // FactsBinary's trailer: xxh3 of what precedes, 8 bytes LE
    uint64_t sum = llvm::xxh3_64bits(llvm::ArrayRef(data + 1, size - 1));
    for (int i = 0; i < 8; ++i)
      sealed.push_back(static_cast<char>(sum >> (8 * i)));
    auto tu = faultline::facts::decodeBinary(sealed);
    if (tu) { // what decodes must encode and decode again to the same bytes
      std::string once, twice;
      faultline::facts::encodeBinary(*tu, once);
      auto again = faultline::facts::decodeBinary(once);
      if (!again)
        __builtin_trap();
      faultline::facts::encodeBinary(*again, twice);
      if (once != twice)
        __builtin_trap();
    }
    return 0;
  }
  // SummaryCache::entryPath's layout: <dir>/<first two hex digits>/<key>.bin.
  static const std::string key = "0123456789abcdef0123456789abcdef";
  static const std::string dir = [] {
    std::string d = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp";
    d += "/faultline-fuzz-cache-" + std::to_string(getpid());
    llvm::sys::fs::create_directories(d + "/01");
    return d;
  }();
  // Registered once `dir` is complete, so it runs before `dir` and `key` are destroyed (an
  // atexit call made inside dir's initializer ran after: heap-use-after-free at exit).
  static const bool cleanup = std::atexit([] {
    unlink((dir + "/01/" + key + ".bin").c_str());
    rmdir((dir + "/01").c_str());
    rmdir(dir.c_str());
  }) == 0;
  (void)cleanup;
  std::string entry = dir + "/01/" + key + ".bin";
  FILE *f = std::fopen(entry.c_str(), "wb");
  if (!f || (rest.size() && std::fwrite(rest.data(), 1, rest.size(), f) != rest.size()) ||
      std::fclose(f) != 0)
    std::abort();
  faultline::cache::SummaryCache cache(dir, "fuzz-salt");
  faultline::cache::FileHasher hasher;
  (void)cache.lookup(key, hasher);
  return 0;
}
