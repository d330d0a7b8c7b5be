// A one-shot helper (compress2, library model 'zlib', `transient: true`) in a do/while whose
// condition is the retry test (`while (r == Z_BUF_ERROR)`, the code decided in a `switch (r)`),
// in a helper called once per record: the first attempt runs once per call, so the ~262 KiB
// deflate state is made and freed per call of the helper: faultline-per-call-buffer; the retry
// loop itself is not "every iteration" (no loop-alloc; rules/loop_alloc/golden/neg_retry_do_while.c).
#include <stdlib.h>
typedef unsigned long uLongf;
#define Z_OK 0
#define Z_BUF_ERROR (-5)
int compress2(unsigned char *dest, uLongf *destLen, const unsigned char *source,
              unsigned long sourceLen, int level);

static long pack_record(unsigned char **out, uLongf *cap, const unsigned char *in, unsigned long n) {
  int r;
  uLongf len;
  do {
    len = *cap;
    r = compress2(*out, &len, in, n, 9); // EXPECT: faultline-per-call-buffer
    switch (r) {
    case Z_OK:
      break;
    case Z_BUF_ERROR:
      *cap *= 2;
      *out = realloc(*out, *cap);
      if (!*out)
        return -1;
      break;
    default:
      return -1;
    }
  } while (r == Z_BUF_ERROR);
  return (long)len;
}

long pack_records(unsigned char **out, uLongf *cap, const unsigned char **records,
                  const unsigned long *lens, int count) {
  long total = 0;
  for (int i = 0; i < count; ++i)
    total += pack_record(out, cap, records[i], lens[i]);
  return total;
}
