// The counterpart of neg_retry_on_later_call_code.c: an empty part skips the later step with
// `continue` before it runs, so the loop goes round without the call whose code would make it
// a retry, and the deflate state is made again for every empty part: reported.
#include "zlib_retry_codes.h"

typedef struct skipz_stream_s {
  const unsigned char *next_in;
  unsigned avail_in;
  unsigned char *next_out;
  unsigned avail_out;
  void *state;
} skipz_stream;
int deflateInit2_(skipz_stream *strm, int level, int method, int windowBits, int memLevel,
                  int strategy, const char *version, int stream_size);
int deflate(skipz_stream *strm, int flush);
int deflateEnd(skipz_stream *strm);
#define deflateInit2(strm, level, method, windowBits, memLevel, strategy) \
  deflateInit2_((strm), (level), (method), (windowBits), (memLevel), (strategy), "1.2.13", \
                (int)sizeof(skipz_stream))

int compress_first_part(const unsigned char **parts, const unsigned *sizes, unsigned count,
                        unsigned char *out, unsigned cap) {
  unsigned i = 0;
  while (i < count) {
    skipz_stream zs = {0};
    if (deflateInit2(&zs, 9, 8, 15, 8, 0) != Z_OK) // EXPECT: faultline-loop-alloc warning
      return -1;
    if (sizes[i] == 0) {
      deflateEnd(&zs);
      i++;
      continue;
    }
    zs.next_in = parts[i];
    zs.avail_in = sizes[i];
    zs.next_out = out;
    zs.avail_out = cap;
    int rv = deflate(&zs, Z_FINISH);
    deflateEnd(&zs);
    if (rv == Z_STREAM_END)
      return (int)(cap - zs.avail_out);
    if (rv != Z_OK)
      return -1;
    cap /= 2;
  }
  return -1;
}
