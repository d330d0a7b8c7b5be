// Library models (rules/models/): no finding when the context outlives the iteration — a zstd context created before the loop, an LZ4 frame context created once and stored for later, a z_stream whose state is released only after the loop — or when it is small (LZ4_createStream, 16 KiB; a 64 KiB PyMem_Malloc).
#include <stddef.h>

typedef struct ZSTD_CCtx_s ZSTD_CCtx;
ZSTD_CCtx *ZSTD_createCCtx(void);
size_t ZSTD_freeCCtx(ZSTD_CCtx *cctx);
size_t ZSTD_compressCCtx(ZSTD_CCtx *cctx, void *dst, size_t dstCapacity, const void *src,
                         size_t srcSize, int compressionLevel);

typedef struct LZ4F_cctx_s LZ4F_cctx;
size_t LZ4F_createCompressionContext(LZ4F_cctx **cctxPtr, unsigned version);
size_t LZ4F_freeCompressionContext(LZ4F_cctx *cctx);

typedef union LZ4_stream_u LZ4_stream_t;
LZ4_stream_t *LZ4_createStream(void);
int LZ4_freeStream(LZ4_stream_t *stream);
int LZ4_compress_fast_continue(LZ4_stream_t *stream, const char *src, char *dst, int srcSize,
                               int dstCapacity, int acceleration);

typedef struct z_stream_s {
  const unsigned char *next_in;
  unsigned avail_in;
  void *state;
} z_stream;
int deflateInit_(z_stream *strm, int level, const char *version, int stream_size);
int deflateReset(z_stream *strm);
int deflateEnd(z_stream *strm);

void *PyMem_Malloc(size_t n);
void PyMem_Free(void *p);

struct libneg_pool {
  LZ4F_cctx *contexts[16];
};

size_t libneg_reused(char *dst, size_t cap, const char *src, const size_t *lens, int count,
                     struct libneg_pool *pool) {
  size_t total = 0;
  ZSTD_CCtx *cctx = ZSTD_createCCtx();
  z_stream strm = {0};
  deflateInit_(&strm, 6, "1.2.13", (int)sizeof(z_stream));
  for (int i = 0; i < count; ++i) {
    total += ZSTD_compressCCtx(cctx, dst, cap, src, lens[i], 3);
    deflateReset(&strm);
    LZ4_stream_t *small = LZ4_createStream();
    total += (size_t)LZ4_compress_fast_continue(small, src, dst, (int)lens[i], (int)cap, 1);
    LZ4_freeStream(small);
    char *scratch = PyMem_Malloc(64 * 1024);
    scratch[0] = src[0];
    total += (size_t)scratch[0];
    PyMem_Free(scratch);
    if (i < 16)
      LZ4F_createCompressionContext(&pool->contexts[i], 100); // kept in the pool
    src += lens[i];
  }
  deflateEnd(&strm);
  ZSTD_freeCCtx(cctx);
  return total;
}
