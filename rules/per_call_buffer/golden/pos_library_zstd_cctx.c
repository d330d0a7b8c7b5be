// Library model (rules/models/zstd.yaml): a helper that creates and frees a zstd compression context on every call, called per block: faultline-per-call-buffer at ZSTD_createCCtx (~1.2 MiB, ZSTD_estimateCCtxSize(3)). Prototypes as in zstd.h.
#include <stddef.h>

typedef struct ZSTD_CCtx_s ZSTD_CCtx;
ZSTD_CCtx *ZSTD_createCCtx(void);
size_t ZSTD_freeCCtx(ZSTD_CCtx *cctx);
size_t ZSTD_compressCCtx(ZSTD_CCtx *cctx, void *dst, size_t dstCapacity, const void *src,
                         size_t srcSize, int compressionLevel);

static size_t zmodel_compress_block(void *dst, size_t cap, const void *src, size_t n) {
  ZSTD_CCtx *cctx = ZSTD_createCCtx(); // EXPECT: faultline-per-call-buffer
  size_t written = ZSTD_compressCCtx(cctx, dst, cap, src, n, 3);
  ZSTD_freeCCtx(cctx);
  return written;
}

size_t zmodel_compress_blocks(char *dst, size_t cap, const char *src, size_t blocks, size_t n) {
  size_t total = 0;
  for (size_t i = 0; i < blocks; ++i)
    total += zmodel_compress_block(dst + total, cap - total, src + i * n, n);
  return total;
}
