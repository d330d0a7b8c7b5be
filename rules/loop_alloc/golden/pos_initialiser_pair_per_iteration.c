// xlunzip's member loop (recall audit of session 35): LZd_init sets the decoder's dictionary, a
// fresh block, into a field of the object it is handed, and LZd_free frees that field. The loop
// calls the pair on the same local object in every iteration: a 32 MiB malloc/free per member,
// reported at the initialiser's call (rules/program/OwnerPairs.h, initialiser pairs). The
// second loop hands the pair a pointer to a heap object instead of a local's address.
#include <stdlib.h>
#include <string.h>

struct decoder {
  unsigned char *buffer;
  unsigned long buffer_size;
  unsigned long pos;
};

static int decoder_init(struct decoder *d, unsigned long dictionary_size) {
  d->buffer_size = dictionary_size;
  d->pos = 0;
  d->buffer = malloc(dictionary_size);
  if (!d->buffer)
    return 0;
  d->buffer[d->buffer_size - 1] = 0;
  return 1;
}

static void decoder_free(struct decoder *d) { free(d->buffer); }

int decode_members(const unsigned char *in, long n) {
  struct decoder d;
  long pos = 0;
  while (pos + 6 <= n) {
    if (!decoder_init(&d, 32UL << 20)) // EXPECT: faultline-loop-alloc error
      return -1;
    memcpy(d.buffer, in + pos, 6);
    pos += 6 + in[pos + 4];
    decoder_free(&d);
  }
  return 0;
}

int decode_members_on_heap(const unsigned char *in, long n, struct decoder *d) {
  long pos = 0;
  for (int member = 0; pos + 6 <= n; member++) {
    if (!decoder_init(d, 32UL << 20)) // EXPECT: faultline-loop-alloc error
      return member;
    memcpy(d->buffer, in + pos, 6);
    pos += 6 + in[pos + 4];
    decoder_free(d);
  }
  return 0;
}
