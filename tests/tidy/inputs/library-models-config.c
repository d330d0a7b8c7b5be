// TIDY-ARGS: '-config={CheckOptions: {ConfigFile: %S/../configs/zstd-override.faultline.yaml}}'
// The configuration's allocator of the same name overrides the model (8 MiB, not zstd's
// 1.2 MiB), as in `faultline check`.
#include <stddef.h>
#include <stdlib.h>

typedef struct ZSTD_CCtx_s ZSTD_CCtx;
ZSTD_CCtx *ZSTD_createCCtx(void);
size_t ZSTD_freeCCtx(ZSTD_CCtx *cctx);
size_t ZSTD_compressCCtx(ZSTD_CCtx *c, void *dst, size_t cap, const void *src, size_t n, int l);

void compress_loop(void **dst, size_t cap, const void **src, const size_t *n, int count) {
  for (int i = 0; i < count; ++i) {
    ZSTD_CCtx *cctx = ZSTD_createCCtx();
    // CHECK-MESSAGES: :[[@LINE-1]]:23: warning: 8 MiB (8,388,608 bytes) block from 'ZSTD_createCCtx' {{.*}} [faultline-loop-alloc]
    // CHECK-MESSAGES-NOT: library model
    // CHECK-MESSAGES: :[[@LINE+2]]:5: note: released here by 'ZSTD_freeCCtx'
    ZSTD_compressCCtx(cctx, dst[i], cap, src[i], n[i], 3);
    ZSTD_freeCCtx(cctx);
  }
}
