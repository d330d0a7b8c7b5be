// Stays a finding: a loop that goes round only when the call returned one nonzero code is not
// a retry loop when that code is the success: here each block gets its own deflate stream
// (deflateInit2, ~256 KiB of zlib state, library model 'zlib') and the loop goes on only after
// `deflate(..., Z_FINISH)` returned Z_STREAM_END; every other result returns a failure. A
// retry loop has a way out on success that is not the code it goes round on (a `break`, a
// `return` of anything but a failure value: neg_retry_do_while.c, rules/per_call_buffer's
// neg_retry_on_one_code.c). Read so in both modes: Z_STREAM_END is 1 to AST mode and an
// unknown header name to fast mode.
#include "zlib_retry_codes.h"

typedef struct blockz_stream_s {
  const unsigned char *next_in;
  unsigned avail_in;
  unsigned char *next_out;
  unsigned avail_out;
  void *state;
} blockz_stream;
int deflateInit2_(blockz_stream *strm, int level, int method, int windowBits, int memLevel,
                  int strategy, const char *version, int stream_size);
int deflate(blockz_stream *strm, int flush);
int deflateEnd(blockz_stream *strm);
#define deflateInit2(strm, level, method, windowBits, memLevel, strategy) \
  deflateInit2_((strm), (level), (method), (windowBits), (memLevel), (strategy), "1.2.13", \
                (int)sizeof(blockz_stream))

int deflate_each_block(const unsigned char **blocks, unsigned n, unsigned block_size,
                       unsigned char *out, unsigned cap) {
  for (unsigned i = 0; i < n; i++) {
    blockz_stream zs = {0};
    int rc = deflateInit2(&zs, 6, 8, 31, 8, 0); // EXPECT: faultline-loop-alloc warning
    if (rc != Z_OK)
      return -1;
    zs.next_in = blocks[i];
    zs.avail_in = block_size;
    zs.next_out = out;
    zs.avail_out = cap;
    rc = deflate(&zs, Z_FINISH);
    if (rc != Z_STREAM_END) {
      deflateEnd(&zs);
      return -1;
    }
    deflateEnd(&zs);
  }
  return 0;
}
