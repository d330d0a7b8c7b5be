// A keyword copied through an allocator wrapper after a test that bounds it (faultline-loop-alloc.md,
// "Unknown sizes", item 7): the length grows with the chunk, but `if (length < 1 || length > 79)`
// leaves through a statement macro's `break` out of the `while (!error)` "loop" (lodepng's
// CERROR_BREAK), so the block is at most 80 bytes: small, although the wrapper's own size grows
// with its parameter and the helper runs per chunk (use_checked_chunks.c). The same text chunk's
// value is sized by the chunk and stays a note: pos_checked_text_wrapper.c.
#include <stdlib.h>

#define KEYWORD_FAIL(errorvar, code) \
  {                                  \
    errorvar = code;                 \
    break;                           \
  }

void *chunk_alloc(size_t size) { return malloc(size); }
void chunk_release(void *p) { free(p); }
unsigned store_keyword(const char *key);
unsigned store_value(const unsigned char *value, unsigned length);

unsigned read_keyword_chunk(const unsigned char *data, size_t chunk_length) {
  unsigned error = 0;
  char *key = 0;
  while (!error) { /* not a loop: only to break out of on error */
    unsigned length = 0, i;
    while (length < chunk_length && data[length] != 0)
      ++length;
    if (length < 1 || length > 79)
      KEYWORD_FAIL(error, 89);
    key = (char *)chunk_alloc(length + 1);
    if (!key)
      KEYWORD_FAIL(error, 83);
    for (i = 0; i != length; ++i)
      key[i] = (char)data[i];
    key[length] = 0;
    error = store_keyword(key);
    /* The same variable then measures the rest of the chunk, so it can grow with the chunk. */
    length = (unsigned)(chunk_length - (length + 1));
    error += store_value(data + chunk_length - length, length);
    break;
  }
  chunk_release(key);
  return error;
}
