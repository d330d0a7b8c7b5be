// Stays a finding: a do/while whose condition does not test compress2's result at all goes
// round once per input block, so the one-shot helper's ~262 KiB deflate state (library model
// 'zlib', transient) is made and freed on every iteration, even though the body also looks at
// Z_BUF_ERROR (neg_retry_do_while.c is the retry form).
#include "zlib_retry_codes.h"

typedef unsigned long uLongf;
int compress2(unsigned char *dest, uLongf *destLen, const unsigned char *source,
              unsigned long sourceLen, int level);
int more_input(const unsigned char **in, unsigned long *n);
void emit(const unsigned char *out, unsigned long len);

int compress_blocks(unsigned char *out, uLongf cap, const unsigned char *in, unsigned long n) {
  int r;
  do {
    uLongf len = cap;
    r = compress2(out, &len, in, n, 9); // EXPECT: faultline-loop-alloc warning
    if (r == Z_BUF_ERROR)
      return -1;
    emit(out, len);
  } while (more_input(&in, &n));
  return r == Z_OK ? 0 : -2;
}
