// A TU that defines a modelled function (the library's own source, or a project function of
// the same name) is read as code, not as the model, as in `faultline check`: this
// ZSTD_createCCtx allocates 64 bytes, so the loop is no finding.
#include <stddef.h>
#include <stdlib.h>

typedef struct ZSTD_CCtx_s ZSTD_CCtx;
ZSTD_CCtx *ZSTD_createCCtx(void);
size_t ZSTD_freeCCtx(ZSTD_CCtx *cctx);
size_t ZSTD_compressCCtx(ZSTD_CCtx *c, void *dst, size_t cap, const void *src, size_t n, int l);

struct ZSTD_CCtx_s {
  char state[64];
};

ZSTD_CCtx *ZSTD_createCCtx(void) { return malloc(sizeof(ZSTD_CCtx)); }

size_t ZSTD_freeCCtx(ZSTD_CCtx *cctx) {
  free(cctx);
  return 0;
}

void compress_loop(void **dst, size_t cap, const void **src, const size_t *n, int count) {
  for (int i = 0; i < count; ++i) {
    ZSTD_CCtx *cctx = ZSTD_createCCtx();
    ZSTD_compressCCtx(cctx, dst[i], cap, src[i], n[i], 3);
    ZSTD_freeCCtx(cctx);
  }
}

// The checks ran: an unmodelled large block is still reported.
void scratch_loop(int count) {
  for (int i = 0; i < count; ++i) {
    char *b = malloc(1 << 20);
    // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 1 MiB (1,048,576 bytes) block from 'malloc' {{.*}} [faultline-loop-alloc]
    b[0] = 0;
    free(b);
  }
}
