// What a test that does not leave, or leaves above the boundary, does not bound (the negative is
// neg_checked_keyword_wrapper.c): each helper copies a chunk's bytes through the allocator
// wrapper of that file and runs per chunk (use_checked_chunks.c), so each stays a note.
#include <stdlib.h>

#define TEXT_NOTE(errorvar, code) \
  { errorvar = code; }
#define TEXT_FAIL(errorvar, code) \
  {                               \
    errorvar = code;              \
    break;                        \
  }

void *chunk_alloc(size_t size);
void chunk_release(void *p);
unsigned store_text(const char *text);

struct text_chunk {
  unsigned length;
  unsigned crc;
  const unsigned char *data;
  const struct text_chunk *next;
};

// The macro records the error but does not leave: the copy runs with any length.
unsigned read_text_chunk(const struct text_chunk *chunk) {
  unsigned error = 0;
  char *text = 0;
  while (!error) {
    unsigned length = chunk->length, i;
    if (length > 79)
      TEXT_NOTE(error, 89);
    text = (char *)chunk_alloc(length + 1); // EXPECT: faultline-per-call-buffer note
    if (!text)
      TEXT_FAIL(error, 83);
    for (i = 0; i != length; ++i)
      text[i] = (char)chunk->data[i];
    text[length] = 0;
    error = store_text(text);
    break;
  }
  chunk_release(text);
  return error;
}

// It leaves, but only above 64 MiB: the copy can still be far above the mmap threshold.
unsigned read_blob_chunk(const struct text_chunk *chunk) {
  unsigned error = 0;
  char *blob = 0;
  while (!error) {
    unsigned length = chunk->length, i;
    if (length > (64u << 20))
      TEXT_FAIL(error, 89);
    blob = (char *)chunk_alloc(length + 1); // EXPECT: faultline-per-call-buffer note
    if (!blob)
      TEXT_FAIL(error, 83);
    for (i = 0; i != length; ++i)
      blob[i] = (char)chunk->data[i];
    blob[length] = 0;
    error = store_text(blob);
    break;
  }
  chunk_release(blob);
  return error;
}
