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

// Heap trimming (docs/runtime.md, "Trimming", measured on glibc 2.36). free() raises the mmap
// threshold to the largest freed mmapped chunk and sets M_TRIM_THRESHOLD to twice that; once
// blocks freed together leave more than the trim threshold free at the top of the main heap,
// systrim gives all but M_TOP_PAD (128 KiB) back to the kernel, and the next iteration grows
// the heap again into fresh pages. With the threshold raised to the largest block L, the top
// after the frees is (the blocks) + (the top pad left from the last growth), so it trims when
// the other blocks plus 128 KiB exceed L: two equal blocks do, 4 MiB + 1 MiB does not.
inline constexpr uint64_t kTopPad = 128 * 1024; // DEFAULT_TOP_PAD
bool trimsAfterFreeingTogether(uint64_t largest, uint64_t others);
// Faults per iteration then: the blocks' pages less the top pad glibc keeps (two 1 MiB blocks:
// 480, as measured; four: 992).
uint64_t faultsWhenTrimmed(uint64_t total);

} // namespace faultline::rules::glibc
