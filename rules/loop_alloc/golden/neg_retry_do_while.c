// Retry loops spelled through the loop condition (exiv2's zlibToCompressed and
// PngChunk::zlibCompress): `do { ... r = compress2(...); ... } while (r == Z_BUF_ERROR);` goes
// round again only when the call returned that one code, the retry decided in an if/else or a
// `switch (r)` on the result. In normal operation the first pass ends the loop, so compress2's
// ~262 KiB deflate state (library model 'zlib', transient) is made once per call of the helper,
// not per iteration: no loop-alloc. The helpers are not called from a loop here, so nothing else
// is reported either (pos_one_shot_in_do_while_retry.c, rules/per_call_buffer, is the per-call
// case). Z_BUF_ERROR comes from a header: fast mode takes the name for the retry code because
// the code after the loop (or a `case`) tests the result against another name, Z_OK.
#include "zlib_retry_codes.h"

#include <stdlib.h>

typedef unsigned long uLongf;
int compress2(unsigned char *dest, uLongf *destLen, const unsigned char *source,
              unsigned long sourceLen, int level);

int retry_do_if_else(unsigned char **out, uLongf *cap, const unsigned char *in, unsigned long n) {
  int r;
  uLongf len;
  do {
    len = *cap;
    r = compress2(*out, &len, in, n, 9);
    if (r == Z_BUF_ERROR) {
      unsigned char *grown = realloc(*out, *cap * 2);
      if (!grown)
        return -1;
      *out = grown;
      *cap *= 2;
    } else {
      len = *cap;
      r = compress2(*out, &len, in, n, 9);
    }
  } while (r == Z_BUF_ERROR);
  return r == Z_OK ? (int)len : -1;
}

int retry_do_switch(unsigned char **out, uLongf *cap, const unsigned char *in, unsigned long n) {
  int r;
  uLongf len;
  do {
    len = *cap;
    r = compress2(*out, &len, in, n, 9);
    switch (r) {
    case Z_OK:
      break;
    case Z_BUF_ERROR: {
      unsigned char *grown = realloc(*out, *cap * 2);
      if (!grown)
        return -1;
      *out = grown;
      *cap *= 2;
      break;
    }
    default:
      return -1;
    }
  } while (r == Z_BUF_ERROR);
  return (int)len;
}
