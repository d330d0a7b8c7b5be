// TIDY-ARGS: '-config={CheckOptions: {ConfigFile: %S/../configs/no-models.faultline.yaml}}'
// `models: false` in the configuration turns the models off for the checks too; the
// configuration's own allocators (ZSTD_createCDict here) still count.
#include <stddef.h>
#include <stdlib.h>

typedef struct ZSTD_CCtx_s ZSTD_CCtx;
ZSTD_CCtx *ZSTD_createCCtx(void);
size_t ZSTD_freeCCtx(ZSTD_CCtx *cctx);
size_t ZSTD_compressCCtx(ZSTD_CCtx *c, void *dst, size_t cap, const void *src, size_t n, int l);
typedef struct ZSTD_CDict_s ZSTD_CDict;
ZSTD_CDict *ZSTD_createCDict(const void *dict, size_t size, int level);
size_t ZSTD_freeCDict(ZSTD_CDict *cdict);

void compress_loop(void **dst, size_t cap, const void **src, const size_t *n, int count) {
  for (int i = 0; i < count; ++i) {
    ZSTD_CCtx *cctx = ZSTD_createCCtx();
    ZSTD_compressCCtx(cctx, dst[i], cap, src[i], n[i], 3);
    ZSTD_freeCCtx(cctx);
  }
}

void dict_loop(const void *dict, size_t size, int count) {
  for (int i = 0; i < count; ++i) {
    ZSTD_CDict *d = ZSTD_createCDict(dict, size, 3);
    // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: 2 MiB (2,097,152 bytes) block from 'ZSTD_createCDict' {{.*}} [faultline-loop-alloc]
    ZSTD_freeCDict(d);
  }
}
