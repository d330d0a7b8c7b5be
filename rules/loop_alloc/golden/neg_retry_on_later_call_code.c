// kyotocabinet's LZMA::decompress (issue 10): `while (true)` makes a decoder
// (`if (lzma_auto_decoder(&zs, ...) != LZMA_OK) return NULL;`, its result tested and dropped),
// decodes with a later call stored into another variable (`int32_t rv = lzma_code(...)`),
// returns on the end code, fails on any code but one, and goes round, with a doubled output
// buffer, only when that later call returned that one code (the output did not fit). The
// decoder state is made once per attempt, a bounded number of times per call: no loop-alloc.
// Here with zlib's deflate state (~256 KiB, library model 'zlib'); the helper is not called
// from a loop, so nothing else is reported either.
#include "zlib_retry_codes.h"

#include <stdlib.h>

typedef struct retryz_stream_s {
  const unsigned char *next_in;
  unsigned avail_in;
  unsigned char *next_out;
  unsigned avail_out;
  void *state;
} retryz_stream;
int deflateInit2_(retryz_stream *strm, int level, int method, int windowBits, int memLevel,
                  int strategy, const char *version, int stream_size);
int deflate(retryz_stream *strm, int flush);
int deflateEnd(retryz_stream *strm);
#define deflateInit2(strm, level, method, windowBits, memLevel, strategy) \
  deflateInit2_((strm), (level), (method), (windowBits), (memLevel), (strategy), "1.2.13", \
                (int)sizeof(retryz_stream))

int compress_growing(unsigned char **out, unsigned *cap, const unsigned char *in, unsigned n) {
  while (1) {
    retryz_stream zs = {0};
    if (deflateInit2(&zs, 9, 8, 15, 8, 0) != Z_OK)
      return -1;
    zs.next_in = in;
    zs.avail_in = n;
    zs.next_out = *out;
    zs.avail_out = *cap;
    int rv = deflate(&zs, Z_FINISH);
    deflateEnd(&zs);
    if (rv == Z_STREAM_END)
      return (int)(*cap - zs.avail_out);
    if (rv != Z_OK)
      return -1;
    unsigned char *grown = realloc(*out, *cap * 2);
    if (!grown)
      return -1;
    *out = grown;
    *cap *= 2;
  }
}
