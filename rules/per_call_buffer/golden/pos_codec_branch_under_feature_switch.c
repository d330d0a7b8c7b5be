// A codec dispatch whose branches sit in feature groups, `#if defined(HAVE_BIGCODEC)` / `else if
// (...) { ... }` / `#endif` (c-blosc's blosc_c): the big codec's wrapper mallocs a 1 MiB state and
// frees it on every call, once per split of every block. Fast mode must read the chain whole:
// the `else if` continues the `if` before the group.
#include <stdlib.h>
#include <string.h>

#define HAVE_BIGCODEC 1
#define CODEC_PLAIN 0
#define CODEC_BIG 1

static int plain_copy(const char *in, int n, char *out) {
  memcpy(out, in, (size_t)n);
  return n;
}

static int big_wrap_compress(const char *in, int n, char *out) {
  char *state = malloc(1 << 20); // EXPECT: faultline-per-call-buffer
  if (!state)
    return -1;
  memcpy(state, in, (size_t)n);
  memcpy(out, state, (size_t)n);
  free(state);
  return n;
}

int compress_block(int codec, const char *in, int nsplits, int split_size, char *out) {
  int total = 0;
  for (int j = 0; j < nsplits; j++) {
    int cbytes;
    if (codec == CODEC_PLAIN) {
      cbytes = plain_copy(in + j * split_size, split_size, out + total);
    }
#if defined(HAVE_BIGCODEC)
    else if (codec == CODEC_BIG) {
      cbytes = big_wrap_compress(in + j * split_size, split_size, out + total);
    }
#endif
    else {
      return -5;
    }
    if (cbytes < 0)
      return -1;
    total += cbytes;
  }
  return total;
}
