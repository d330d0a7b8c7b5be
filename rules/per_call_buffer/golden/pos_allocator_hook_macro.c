// A per-call buffer allocated through an allocator hook hidden behind a macro (curl_memory.h's `#define malloc(size) Curl_cmalloc(size)`): the hook defaults to malloc (use_alloc_hooks.c), so escape_chunk, called per chunk from pump_chunks, allocates and frees 512 KiB per call: faultline-per-call-buffer at the malloc.
#include <stddef.h>

typedef void *(*hook_malloc_fn)(size_t size);
typedef void (*hook_free_fn)(void *ptr);
extern hook_malloc_fn hook_cmalloc;
extern hook_free_fn hook_cfree;
#define malloc(size) hook_cmalloc(size)
#define free(ptr) hook_cfree(ptr)

int escape_chunk(const char *data, size_t len) {
  char *out = malloc(2 * len + 1); // EXPECT: faultline-per-call-buffer
  if (!out)
    return -1;
  size_t j = 0;
  for (size_t i = 0; i < len; ++i) {
    if (data[i] == '\377')
      out[j++] = '\377';
    out[j++] = data[i];
  }
  int first = out[0];
  free(out);
  return first + (int)j;
}
