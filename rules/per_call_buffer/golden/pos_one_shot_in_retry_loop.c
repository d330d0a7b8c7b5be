// A one-shot helper (compress2, library model 'zlib', `transient: true`) inside a loop that goes
// round again only when it returned Z_BUF_ERROR and the output buffer was grown (git's reftable
// block_writer_finish before a155ab2b): the first attempt runs once per call, so the helper's
// ~262 KiB deflate state is made and freed per call of the writer, which runs per block:
// faultline-per-call-buffer; the retry loop itself is not "every iteration" (no loop-alloc).
// The retry test is a `&&` condition: `zresult == Z_BUF_ERROR && cap < limit`.
#include <stdlib.h>
#include <string.h>
typedef unsigned long uLongf;
#define Z_OK 0
#define Z_BUF_ERROR (-5)
int compress2(unsigned char *dest, uLongf *destLen, const unsigned char *source,
              unsigned long sourceLen, int level);

struct retry_writer {
  unsigned char *buf;
  unsigned long len;
  unsigned char *out; // kept across calls, grown on Z_BUF_ERROR
  uLongf cap;
};

static int retry_writer_finish(struct retry_writer *w) {
  while (1) {
    uLongf out_len = w->cap;
    int zresult = compress2(w->out, &out_len, w->buf, w->len, 9); // EXPECT: faultline-per-call-buffer
    if (zresult == Z_BUF_ERROR && w->cap < 1000000000UL) {
      unsigned char *grown = realloc(w->out, w->cap * 2);
      if (grown) {
        w->out = grown;
        w->cap *= 2;
        continue;
      }
    }
    if (zresult != Z_OK)
      return -1;
    memcpy(w->buf, w->out, out_len);
    return (int)out_len;
  }
}

int retry_write_blocks(struct retry_writer *w, unsigned char **blocks, unsigned long *lens,
                       int count) {
  int written = 0;
  for (int i = 0; i < count; ++i) {
    w->buf = blocks[i];
    w->len = lens[i];
    written += retry_writer_finish(w);
  }
  return written;
}
