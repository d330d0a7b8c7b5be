// Calls the chunk readers of neg_checked_keyword_wrapper.c and pos_checked_text_wrapper.c once
// per chunk of a file.
#include <stddef.h>

unsigned read_keyword_chunk(const unsigned char *data, size_t chunk_length);
struct text_chunk {
  unsigned length;
  unsigned crc;
  const unsigned char *data;
  const struct text_chunk *next;
};
unsigned read_text_chunk(const struct text_chunk *chunk);
unsigned read_blob_chunk(const struct text_chunk *chunk);

unsigned store_keyword(const char *key) { return key[0] == 0; }
unsigned store_text(const char *text) { return text[0] == 0; }
unsigned store_value(const unsigned char *value, unsigned length) { return length && !value[0]; }

unsigned read_chunks(const struct text_chunk *chunks, int count) {
  unsigned errors = 0;
  for (int i = 0; i < count; ++i)
    errors += read_keyword_chunk(chunks[i].data, chunks[i].length) + read_text_chunk(&chunks[i]) +
              read_blob_chunk(&chunks[i]);
  return errors;
}
