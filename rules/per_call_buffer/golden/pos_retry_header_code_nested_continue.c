// A retry loop in the shape of git's reftable block_writer_finish (before a155ab2b), with its
// codes from a header (status_codes.h): the retry test is a `&&` operand (`zresult ==
// Z_BUF_ERROR && cap < limit`) and the `continue` sits in an inner `if` after the output buffer
// is grown. The loop goes round only on Z_BUF_ERROR, so compress2 (library model 'zlib',
// transient: a ~262 KiB deflate state per call) runs once per call of finish_block, which runs
// per block: faultline-per-call-buffer, not loop-alloc in the retry loop. Fast mode reads the
// `Z_OK != zresult` test as the completion code, a value apart from the retry code.
#include "status_codes.h"

#include <stdlib.h>
#include <string.h>
typedef unsigned long uLongf;
int compress2(unsigned char *dest, uLongf *destLen, const unsigned char *source,
              unsigned long sourceLen, int level);

struct block_out {
  unsigned char *buf;
  unsigned long len;
  unsigned char *packed; // kept across calls, grown on Z_BUF_ERROR
  uLongf cap;
};

static int finish_block(struct block_out *w) {
  while (1) {
    uLongf packed_len = w->cap;
    int zresult = compress2(w->packed, &packed_len, w->buf, w->len, 9); // EXPECT: faultline-per-call-buffer
    if (zresult == Z_BUF_ERROR && w->cap < 1000000000UL) {
      w->cap *= 2;
      w->packed = realloc(w->packed, w->cap);
      if (w->packed)
        continue;
    }
    if (Z_OK != zresult)
      return -1;
    memcpy(w->buf, w->packed, packed_len);
    w->len = packed_len;
    break;
  }
  return (int)w->len;
}

int write_blocks(struct block_out *w, unsigned char **blocks, unsigned long *lens, int count) {
  int written = 0;
  for (int i = 0; i < count; ++i) {
    w->buf = blocks[i];
    w->len = lens[i];
    written += finish_block(w);
  }
  return written;
}
