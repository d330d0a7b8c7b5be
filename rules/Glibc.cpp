#include "rules/Glibc.h"

#include <limits>

namespace faultline::rules::glibc {

namespace {
constexpr uint64_t kSizeSz = 8;          // SIZE_SZ: the size field that precedes user memory
constexpr uint64_t kAlignMask = 16 - 1;  // MALLOC_ALIGNMENT - 1
constexpr uint64_t kMinChunk = 32;       // MINSIZE
constexpr uint64_t kMax = std::numeric_limits<uint64_t>::max();

// Rounds up without wrapping: a size read from a summary may be absurd, never undefined.
uint64_t alignUp(uint64_t v, uint64_t alignment) {
  if (v > kMax - (alignment - 1))
    return kMax & ~(alignment - 1);
  return (v + alignment - 1) & ~(alignment - 1);
}
} // namespace

uint64_t chunkSize(uint64_t n) {
  // request2size: (n + SIZE_SZ + MALLOC_ALIGN_MASK) & ~MALLOC_ALIGN_MASK, at least MINSIZE.
  uint64_t padded = n > kMax - kSizeSz ? kMax : n + kSizeSz;
  uint64_t chunk = alignUp(padded, kAlignMask + 1);
  return chunk < kMinChunk ? kMinChunk : chunk;
}

bool countsAsLarge(uint64_t n, uint64_t minSize) { return chunkSize(n) >= minSize; }

uint64_t smallestLargeRequest(uint64_t minSize) {
  // chunkSize(n) >= m  <=>  n + 23 >= alignUp(m, 16)  (for m above MINSIZE).
  uint64_t target = alignUp(minSize, kAlignMask + 1);
  if (target <= kMinChunk)
    return 0;
  return target - kSizeSz - kAlignMask;
}

uint64_t mmappedSize(uint64_t n) {
  // sysmalloc_mmap with MALLOC_ALIGNMENT == CHUNK_HDR_SZ: ALIGN_UP(nb + SIZE_SZ, pagesize).
  uint64_t chunk = chunkSize(n);
  return alignUp(chunk > kMax - kSizeSz ? kMax : chunk + kSizeSz, kPageSize);
}

uint64_t faultsWhenMmapped(uint64_t n) { return mmappedSize(n) / kPageSize; }

bool alwaysMmapped(uint64_t n) {
  // free() of an mmapped chunk sets mmap_threshold = chunksize only if chunksize <= 32 MiB, so
  // the threshold never exceeds 32 MiB and a chunk mapped at more than that is mapped every time.
  return mmappedSize(n) > kMmapThresholdMax;
}

uint64_t smallestAlwaysMmappedRequest() {
  // mmappedSize(n) > 32 MiB  <=>  chunk + 8 > 32 MiB  <=>  chunk >= 32 MiB (chunks are 16-aligned).
  return smallestLargeRequest(kMmapThresholdMax);
}

bool trimsAfterFreeingTogether(uint64_t largest, uint64_t others) {
  if (alwaysMmapped(largest))
    return false; // never in the heap at all
  return others > kMax - kTopPad || others + kTopPad > chunkSize(largest);
}

uint64_t faultsWhenTrimmed(uint64_t total) {
  return total > kTopPad ? (total - kTopPad) / kPageSize : 0;
}

} // namespace faultline::rules::glibc
