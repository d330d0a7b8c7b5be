// A per-call buffer allocated through a wrapper whose default path is a function-like macro that fixes one of the allocator's arguments (lz4frame.c's `#define ALLOC_AND_ZERO(s) calloc(1,(s))` in LZ4F_calloc): the macro is calloc with a count of 1 and the wrapper's size, so block_begin, called per block from encode_blocks, allocates and frees a 4 MiB block each time: faultline-per-call-buffer at the wrapper call.
#include <stdlib.h>
#include <string.h>

#define ZALLOC(s) calloc(1, (s))
#define FREEMEM(p) free(p)

typedef void *(*custom_alloc_fn)(void *opaque, size_t size);
typedef struct {
  custom_alloc_fn customAlloc;
  void *opaque;
} custom_mem;

static void *zeroed_alloc(size_t s, custom_mem cmem) {
  if (cmem.customAlloc == NULL)
    return ZALLOC(s);
  void *p = cmem.customAlloc(cmem.opaque, s);
  if (p != NULL)
    memset(p, 0, s);
  return p;
}

int block_begin(custom_mem cmem, const unsigned char *in, size_t n) {
  size_t need = (size_t)4 << 20;
  unsigned char *tmp = zeroed_alloc(need, cmem); // EXPECT: faultline-per-call-buffer
  if (tmp == NULL)
    return -1;
  size_t m = n < need ? n : need;
  memcpy(tmp, in, m);
  int first = tmp[0];
  FREEMEM(tmp);
  return first;
}

int encode_blocks(custom_mem cmem, const unsigned char **blocks, const size_t *sizes, int count) {
  int sum = 0;
  for (int i = 0; i < count; ++i)
    sum += block_begin(cmem, blocks[i], sizes[i]);
  return sum;
}
