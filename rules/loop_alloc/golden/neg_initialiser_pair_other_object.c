// pos_initialiser_pair_per_iteration.c's pair, used as it should be: the decoder is initialised
// once before the loop and freed after it, so each member reuses the dictionary; and in the
// second function the loop frees a different object's field than the one it initialises, once,
// after the loop (the pair is matched by the object it is handed). Nothing is allocated and
// freed per iteration.
#include <stdlib.h>
#include <string.h>

struct decoder {
  unsigned char *buffer;
  unsigned long buffer_size;
};

static int decoder_init(struct decoder *d, unsigned long dictionary_size) {
  d->buffer_size = dictionary_size;
  d->buffer = malloc(dictionary_size);
  return d->buffer != NULL;
}

static void decoder_free(struct decoder *d) { free(d->buffer); }

int decode_members(const unsigned char *in, long n) {
  struct decoder d;
  long pos = 0;
  if (!decoder_init(&d, 32UL << 20))
    return -1;
  while (pos + 6 <= n) {
    memcpy(d.buffer, in + pos, 6);
    pos += 6 + in[pos + 4];
  }
  decoder_free(&d);
  return 0;
}

int decode_into_slots(const unsigned char *in, long n, struct decoder *slots) {
  struct decoder spare;
  for (long i = 0; i < n; i++)
    if (!decoder_init(&slots[i], 32UL << 20))
      return -1;
  if (!decoder_init(&spare, 32UL << 20))
    return -1;
  memcpy(spare.buffer, in, 6);
  decoder_free(&spare);
  return 0;
}
