// idzebra's rec_get_int (held-out set 36): a record group is decompressed into a buffer 20 times
// its compressed size; when the output does not fit, the loop frees the buffer, doubles the size
// and tries again. BZ2_bzBuffToBuffDecompress makes and frees its ~3.5 MiB decompressor inside
// each call, but it is given the grow-and-retry block (and answers the size through `&size`),
// so it runs as often as that block is remade: a bounded number of times per record, not per
// item (extract's retriedWithBlockReason for one-shot calls, fast mode's retriedWithGrownBlock).
// Both modes.
#include <stdlib.h>

#define BZ_OK 0
int BZ2_bzBuffToBuffDecompress(char *dest, unsigned *destLen, char *source, unsigned sourceLen,
                               int small, int verbosity);
void log_retry(const char *what);

char *unpack_record(char *in, unsigned in_size, unsigned *out_size) {
  unsigned size = in_size * 20 + 100;
  char *buf;
  while (1) {
    int r;
    buf = malloc(size);
    if (!buf)
      return NULL;
    r = BZ2_bzBuffToBuffDecompress(buf, &size, in, in_size, 0, 0);
    if (r == BZ_OK)
      break;
    log_retry("output too small");
    free(buf);
    size *= 2;
  }
  *out_size = size;
  return buf;
}

// The same retry when the buffer is grown in place (realloc of the variable is no new block):
// the one-shot call is given `&size`, which the loop only doubles, and a success returns.
char *unpack_in_place(char *in, unsigned in_size, unsigned *out_size) {
  unsigned size = in_size * 4 + 100;
  char *buf = malloc(size);
  while (buf) {
    if (BZ2_bzBuffToBuffDecompress(buf, &size, in, in_size, 0, 0) == BZ_OK) {
      *out_size = size;
      return buf;
    }
    size *= 2;
    char *bigger = realloc(buf, size);
    if (!bigger)
      break;
    buf = bigger;
  }
  free(buf);
  return NULL;
}
