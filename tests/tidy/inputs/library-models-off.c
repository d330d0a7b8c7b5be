// TIDY-ARGS: '-config={CheckOptions: {LibraryModels: false}}'
// LibraryModels: false is --no-library-models: zstd's context is an unknown function again, and
// only what the extractor knows without the models (malloc) is reported.
#include <stddef.h>
#include <stdlib.h>

typedef struct ZSTD_CCtx_s ZSTD_CCtx;
ZSTD_CCtx *ZSTD_createCCtx(void);
size_t ZSTD_freeCCtx(ZSTD_CCtx *cctx);
size_t ZSTD_compressCCtx(ZSTD_CCtx *c, void *dst, size_t cap, const void *src, size_t n, int l);

void compress_loop(void **dst, size_t cap, const void **src, const size_t *n, int count) {
  for (int i = 0; i < count; ++i) {
    ZSTD_CCtx *cctx = ZSTD_createCCtx();
    ZSTD_compressCCtx(cctx, dst[i], cap, src[i], n[i], 3);
    ZSTD_freeCCtx(cctx);
  }
}

void scratch_loop(int count) {
  for (int i = 0; i < count; ++i) {
    char *b = malloc(1 << 20);
    // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 1 MiB (1,048,576 bytes) block from 'malloc' {{.*}} [faultline-loop-alloc]
    b[0] = 0;
    free(b);
  }
}
