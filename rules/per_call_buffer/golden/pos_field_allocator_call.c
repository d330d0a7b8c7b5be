// A per-call buffer allocated through a struct field holding a function pointer (libgit2's `git__allocator.gmalloc(n, file, line)`, set by `git_stdalloc_init_allocator` to a malloc wrapper, use_field_allocator_init.c): fa_checksum, called per record from fa_sum_records, churns 512 KiB per call, so faultline-per-call-buffer at the call through the field; it is released through the field `gfree`, which holds a free wrapper.
#include <stddef.h>
#include <string.h>

typedef struct {
  void *(*gmalloc)(size_t n, const char *file, int line);
  void (*gfree)(void *ptr);
} fa_allocator;

extern fa_allocator fa_global_allocator;

#define fa_malloc(n) fa_global_allocator.gmalloc((n), __FILE__, __LINE__)
#define fa_free(p) fa_global_allocator.gfree(p)

static int fa_checksum(const unsigned char *rec, size_t len) {
  unsigned char *copy = fa_malloc(len); // EXPECT: faultline-per-call-buffer
  if (!copy)
    return -1;
  memcpy(copy, rec, len);
  int sum = 0;
  for (size_t i = 0; i < len; ++i)
    sum += copy[i];
  fa_free(copy);
  return sum;
}

int fa_sum_records(const unsigned char *recs, int count) {
  int total = 0;
  for (int i = 0; i < count; ++i)
    total += fa_checksum(recs, 512 * 1024);
  return total;
}
