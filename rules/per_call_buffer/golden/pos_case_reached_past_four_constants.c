// A dispatcher called per block with four constant methods first and then with a method read at
// run time (htslib's cram_compress_block calling cram_compress_by_method). The four constant
// paths fill the join's bound of paths per function and none of them selects `case BZIP2`; the
// fifth call leaves the method open, so it still enters and reaches the 1 MiB work buffer that
// case allocates and frees on every call.
#include <stdlib.h>
#include <string.h>

enum method { RAW, GZIP, RLE, RANS0, RANS1, BZIP2 };

static size_t block_sort(const unsigned char *in, size_t n, unsigned char *out) {
  unsigned char *work = malloc(1 << 20); // EXPECT: faultline-per-call-buffer
  if (!work)
    return 0;
  size_t m = n < (1 << 20) ? n : (1 << 20);
  memcpy(work, in, m);
  out[0] = work[m / 2];
  free(work);
  return 1;
}

static size_t compress_by_method(enum method method, const unsigned char *in, size_t n,
                                 unsigned char *out) {
  switch (method) {
  case GZIP:
    out[0] = in[0];
    return 1;
  case RLE:
    out[0] = in[n - 1];
    return 1;
  case RANS0:
  case RANS1:
    out[0] = (unsigned char)(in[0] ^ in[n / 2]);
    return 1;
  case BZIP2:
    return block_sort(in, n, out);
  default:
    return 0;
  }
}

size_t compress_block(const unsigned char *in, size_t n, unsigned char *out, int chosen) {
  size_t best = compress_by_method(GZIP, in, n, out);
  best += compress_by_method(RLE, in, n, out);
  best += compress_by_method(RANS0, in, n, out);
  best += compress_by_method(RANS1, in, n, out);
  best += compress_by_method((enum method)chosen, in, n, out);
  return best;
}

void compress_all(unsigned char **blocks, size_t count, size_t n, unsigned char *out, int chosen) {
  for (size_t i = 0; i < count; ++i)
    compress_block(blocks[i], n, out, chosen);
}
