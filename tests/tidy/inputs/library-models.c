// The library models (rules/models/*.yaml) load by default, as in `faultline check`: zstd's
// context constructor is an allocator with its documented footprint. Prototypes as in zstd.h.
#include <stddef.h>

typedef struct ZSTD_CCtx_s ZSTD_CCtx;
typedef struct ZSTD_DCtx_s ZSTD_DCtx;
ZSTD_CCtx *ZSTD_createCCtx(void);
size_t ZSTD_freeCCtx(ZSTD_CCtx *cctx);
ZSTD_DCtx *ZSTD_createDCtx(void);
size_t ZSTD_freeDCtx(ZSTD_DCtx *dctx);
size_t ZSTD_compressCCtx(ZSTD_CCtx *c, void *dst, size_t cap, const void *src, size_t n, int l);
size_t ZSTD_decompressDCtx(ZSTD_DCtx *d, void *dst, size_t cap, const void *src, size_t n);

// A context per call of a helper that a loop calls.
size_t compress_one(void *dst, size_t cap, const void *src, size_t n) {
  ZSTD_CCtx *cctx = ZSTD_createCCtx();
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: 1.2 MiB (1,303,456 bytes) block from 'ZSTD_createCCtx' is allocated and freed on every call of 'compress_one', which runs on every iteration of a loop in 'compress_all'{{.*}} [faultline-per-call-buffer]
  // CHECK-MESSAGES: :[[@LINE+10]]:3: note: this 'for' loop calls 'compress_one' on every iteration
  // CHECK-MESSAGES: :[[@LINE+10]]:5: note: called in the loop here
  // CHECK-MESSAGES: :[[@LINE+3]]:3: note: released here by 'ZSTD_freeCCtx', before the call returns
  // CHECK-MESSAGES: :[[@LINE-5]]:21: note: size: footprint of 'ZSTD_createCCtx' = 1.2 MiB (1,303,456 bytes) (ZSTD_estimateCCtxSize(3), zstd 1.5.4{{.*}}; library model 'zstd')
  size_t r = ZSTD_compressCCtx(cctx, dst, cap, src, n, 3);
  ZSTD_freeCCtx(cctx);
  return r;
}

void compress_all(void **dst, size_t cap, const void **src, const size_t *n, int count) {
  for (int i = 0; i < count; ++i)
    compress_one(dst[i], cap, src[i], n[i]);
}

// A context per iteration of the loop itself.
void compress_loop(void **dst, size_t cap, const void **src, const size_t *n, int count) {
  for (int i = 0; i < count; ++i) {
    ZSTD_CCtx *cctx = ZSTD_createCCtx();
    // CHECK-MESSAGES: :[[@LINE-1]]:23: warning: 1.2 MiB (1,303,456 bytes) block from 'ZSTD_createCCtx' is allocated and freed on every iteration of this loop{{.*}} [faultline-loop-alloc]
    // CHECK-MESSAGES: :[[@LINE-2]]:23: note: size: footprint of 'ZSTD_createCCtx' = 1.2 MiB {{.*}}; library model 'zstd')
    ZSTD_compressCCtx(cctx, dst[i], cap, src[i], n[i], 3);
    ZSTD_freeCCtx(cctx);
  }
}

// The decompression context is 94 KiB by its model: below the default MinSize, no finding.
void decompress_loop(void **dst, size_t cap, const void **src, const size_t *n, int count) {
  for (int i = 0; i < count; ++i) {
    ZSTD_DCtx *dctx = ZSTD_createDCtx();
    ZSTD_decompressDCtx(dctx, dst[i], cap, src[i], n[i]);
    ZSTD_freeDCtx(dctx);
  }
}
