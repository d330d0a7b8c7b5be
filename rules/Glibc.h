// glibc malloc arithmetic, in one place. Every rule that decides whether a block "counts as
// large" or "is mmapped on every iteration" asks here, so the numbers in messages, docs and
// tests all come from the same formulas. Values are for x86-64 / any 64-bit glibc
// (SIZE_SZ = 8, MALLOC_ALIGNMENT = 16, 4 KiB pages); see DESIGN.md "Facts measured".
#pragma once

#include <cstdint>

namespace faultline::rules::glibc {

inline constexpr uint64_t kDefaultMmapThreshold = 128 * 1024;       // DEFAULT_MMAP_THRESHOLD_MIN
inline constexpr uint64_t kMmapThresholdMax = 32ull * 1024 * 1024;  // DEFAULT_MMAP_THRESHOLD_MAX
inline constexpr uint64_t kPageSize = 4096;

// The chunk glibc carves for a request of n bytes (request2size): n plus the 8-byte size field,
// rounded up to 16, never below MINSIZE (32). glibc compares *this* with the mmap threshold, not n.
uint64_t chunkSize(uint64_t n);

// True when a request of n bytes reaches a threshold of `minSize` the way glibc decides it
// (chunkSize(n) >= threshold). With the default 128 KiB the smallest such request is 131,049.
bool countsAsLarge(uint64_t n, uint64_t minSize);

// The smallest request that countsAsLarge for `minSize` (131,049 for 128 KiB): for messages.
uint64_t smallestLargeRequest(uint64_t minSize);

// Bytes glibc maps for a request it serves with mmap (sysmalloc: ALIGN_UP(chunk + 8, page)).
uint64_t mmappedSize(uint64_t n);

// Minor faults of one iteration that writes the whole mmapped block: one per page
// (1 MiB -> 257, 64 MiB -> 16,385, as measured).
uint64_t faultsWhenMmapped(uint64_t n);

// True when the block is mmapped afresh on every iteration even with glibc's dynamic threshold:
// free() raises the threshold only to freed mmapped chunks of at most 32 MiB, so a larger one
// never becomes a heap block however often it is freed (64 MiB: 16,385 faults per iteration).
bool alwaysMmapped(uint64_t n);

// The smallest request that is alwaysMmapped: 33,554,409 bytes (chunk 32 MiB, mapped 32 MiB + 4 KiB).
uint64_t smallestAlwaysMmappedRequest();

} // namespace faultline::rules::glibc
