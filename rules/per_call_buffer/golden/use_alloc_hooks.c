// Allocator hooks (pos_allocator_hook*.c): global function-pointer variables whose default is the C library's allocator and releaser, as curl's easy.c defines Curl_cmalloc and Curl_cfree; a program may replace them at run time, the analysis assumes the defaults.
#include <stdlib.h>

typedef void *(*hook_malloc_fn)(size_t size);
typedef void (*hook_free_fn)(void *ptr);

hook_malloc_fn hook_cmalloc = (hook_malloc_fn)malloc;
hook_free_fn hook_cfree = (hook_free_fn)free;

// Calls the helpers of pos_allocator_hook*.c once per chunk.
int escape_chunk(const char *data, size_t len);
int checksum_record(const unsigned char *rec, size_t len);

void pump_chunks(const char *data, int chunks) {
  for (int i = 0; i < chunks; ++i)
    escape_chunk(data, 256 * 1024);
}

unsigned sum_records(const unsigned char *recs, int count) {
  unsigned total = 0;
  for (int i = 0; i < count; ++i)
    total += (unsigned)checksum_record(recs, 300 * 1024);
  return total;
}
