// Library model (rules/models/lz4.yaml): LZ4F_createCompressionContext returns its context through an out-parameter (owner-arg 0) and a status code; a helper that creates and frees one per call, called per message: faultline-per-call-buffer. Prototypes as in lz4frame.h.
#include <stddef.h>

typedef struct LZ4F_cctx_s LZ4F_cctx;
typedef size_t LZ4F_errorCode_t;
#define LZ4F_VERSION 100
LZ4F_errorCode_t LZ4F_createCompressionContext(LZ4F_cctx **cctxPtr, unsigned version);
LZ4F_errorCode_t LZ4F_freeCompressionContext(LZ4F_cctx *cctx);
size_t LZ4F_compressFrame_usingCDict(LZ4F_cctx *cctx, void *dst, size_t dstCapacity,
                                     const void *src, size_t srcSize, const void *cdict,
                                     const void *prefs);

static size_t lz4model_pack(void *dst, size_t cap, const void *src, size_t n) {
  LZ4F_cctx *cctx = NULL;
  if (LZ4F_createCompressionContext(&cctx, LZ4F_VERSION)) // EXPECT: faultline-per-call-buffer
    return 0;
  size_t written = LZ4F_compressFrame_usingCDict(cctx, dst, cap, src, n, NULL, NULL);
  LZ4F_freeCompressionContext(cctx);
  return written;
}

size_t lz4model_pack_messages(char *dst, size_t cap, const char *const *msgs, const size_t *lens,
                              int count) {
  size_t total = 0;
  for (int i = 0; i < count; ++i)
    total += lz4model_pack(dst + total, cap - total, msgs[i], lens[i]);
  return total;
}
