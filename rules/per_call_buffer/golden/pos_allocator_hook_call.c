// A per-call buffer allocated by calling an allocator hook directly (`hook_cmalloc(n)`, a global function pointer whose default is malloc, use_alloc_hooks.c) and released through the free hook: checksum_record, called per record from sum_records, churns 300 KiB per call: faultline-per-call-buffer at the hook call.
#include <stddef.h>
#include <string.h>

typedef void *(*hook_malloc_fn)(size_t size);
typedef void (*hook_free_fn)(void *ptr);
extern hook_malloc_fn hook_cmalloc;
extern hook_free_fn hook_cfree;

int checksum_record(const unsigned char *rec, size_t len) {
  unsigned char *copy = hook_cmalloc(len); // EXPECT: faultline-per-call-buffer
  if (!copy)
    return -1;
  memcpy(copy, rec, len);
  int sum = 0;
  for (size_t i = 0; i < len; ++i)
    sum += copy[i];
  hook_cfree(copy);
  return sum;
}
