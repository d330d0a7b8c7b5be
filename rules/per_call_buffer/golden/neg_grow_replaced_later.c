// A decode buffer kept in the decoder and replaced only when a packet needs more room
// (libsndfile's ogg_opus_read_refill): the block grown on OPUS_BUFFER_TOO_SMALL is freed later
// in the same function only inside a second capacity guard, `if (d->len > d->buffersize) {
// free(d->buffer); ...; d->buffer = malloc(...); }`, which runs only when the kept capacity is too
// small. That free replaces the block with a larger one kept in the object; it is not a
// per-call release, so nothing is reported for the refill called once per packet.
#include <stdlib.h>

#define DEC_BUFFER_TOO_SMALL (-2)

struct grow_dec {
  float *buffer;
  int buffersize;
  int len;
};

int grow_dec_decode(struct grow_dec *d, float *out, int frames);
int grow_dec_needed(struct grow_dec *d);

int grow_dec_refill(struct grow_dec *d, int channels) {
  int n = grow_dec_decode(d, d->buffer, d->buffersize);
  if (n == DEC_BUFFER_TOO_SMALL) {
    n = grow_dec_needed(d);
    d->buffersize = n;
    free(d->buffer);
    d->buffer = malloc(sizeof(float) * d->buffersize * channels);
    if (!d->buffer)
      return -1;
    n = grow_dec_decode(d, d->buffer, d->buffersize);
  }
  d->len = n;
  if (d->len > d->buffersize) {
    free(d->buffer);
    d->buffersize = d->len;
    d->buffer = malloc(sizeof(float) * d->buffersize * channels);
    if (!d->buffer)
      return -1;
  }
  return n;
}

long grow_dec_run(struct grow_dec *d, int channels, int packets) {
  long total = 0;
  for (int i = 0; i < packets; ++i) {
    int n = grow_dec_refill(d, channels);
    if (n <= 0)
      break;
    total += n;
  }
  return total;
}
