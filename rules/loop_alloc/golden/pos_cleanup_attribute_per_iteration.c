// golden-flags: -O2
// A local with a cleanup attribute, spelled as systemd (and kmod, elogind) spell it: the compiler
// calls freep(&chunk) at the closing brace of every iteration, and freep frees what chunk holds
// through mfree. The 1 MiB block is made and freed per record, with no free() in the source.
#include <stdlib.h>
#include <string.h>

static inline void *cleanupattr_mfree(void *memory) {
  free(memory);
  return NULL;
}
static inline void cleanupattr_freep(void *p) { *(void **)p = cleanupattr_mfree(*(void **)p); }
#define _cleanup_(f) __attribute__((cleanup(f)))
#define cleanupattr_cleanup_free _cleanup_(cleanupattr_freep)

size_t cleanupattr_checksum(const unsigned char *data, size_t n);

size_t cleanupattr_records(const unsigned char *const *records, int count) {
  size_t total = 0;
  for (int i = 0; i < count; ++i) {
    cleanupattr_cleanup_free unsigned char *chunk = malloc(1 << 20); // EXPECT: faultline-loop-alloc
    if (!chunk)
      return 0;
    memcpy(chunk, records[i], 64);
    total += cleanupattr_checksum(chunk, 64);
  }
  return total;
}
