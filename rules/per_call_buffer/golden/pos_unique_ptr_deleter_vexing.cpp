// A C library's context held by std::unique_ptr with its destroy function as the deleter, made per
// call and called per block: faultline-per-call-buffer at the create call, in both modes. Written
// as `p(create(nullptr, nullptr, nullptr), destroy)` or `p(create())` these declarations read, to
// a parser that cannot tell a function from a type, as local function declarations (the most
// vexing parse); Clang and fast mode both read a variable constructed from a call (jpeg-xl's
// BrotliCompress, held-out set 24). Prototypes as in brotli/encode.h and zstd.h.
#include <cstddef>
#include <cstdint>
#include <memory>

extern "C" {
typedef struct BrotliEncoderStateStruct BrotliEncoderState;
typedef void *(*brotli_alloc_func)(void *opaque, size_t size);
typedef void (*brotli_free_func)(void *opaque, void *address);
BrotliEncoderState *BrotliEncoderCreateInstance(brotli_alloc_func alloc_func, brotli_free_func free_func,
                                                void *opaque);
void BrotliEncoderDestroyInstance(BrotliEncoderState *state);
int BrotliEncoderSetParameter(BrotliEncoderState *state, int param, uint32_t value);

typedef struct ZSTD_CCtx_s ZSTD_CCtx;
ZSTD_CCtx *ZSTD_createCCtx(void);
size_t ZSTD_freeCCtx(ZSTD_CCtx *cctx);
size_t ZSTD_compressCCtx(ZSTD_CCtx *cctx, void *dst, size_t dstCapacity, const void *src,
                         size_t srcSize, int compressionLevel);
}

struct VexCCtxFree {
  void operator()(ZSTD_CCtx *c) const { ZSTD_freeCCtx(c); }
};

static int vex_brotli_box(uint32_t quality) {
  std::unique_ptr<BrotliEncoderState, decltype(BrotliEncoderDestroyInstance) *>
      enc(BrotliEncoderCreateInstance(nullptr, nullptr, nullptr), // EXPECT: faultline-per-call-buffer
          BrotliEncoderDestroyInstance);
  if (!enc)
    return -1;
  return BrotliEncoderSetParameter(enc.get(), 1, quality);
}

static size_t vex_zstd_block(void *dst, size_t cap, const void *src, size_t n) {
  std::unique_ptr<ZSTD_CCtx, VexCCtxFree> cctx(ZSTD_createCCtx()); // EXPECT: faultline-per-call-buffer
  return ZSTD_compressCCtx(cctx.get(), dst, cap, src, n, 3);
}

size_t vex_pack_all(char *dst, size_t cap, const char *src, size_t blocks, size_t n) {
  size_t total = 0;
  for (size_t i = 0; i < blocks; ++i) {
    total += static_cast<size_t>(vex_brotli_box(11) + 1);
    total += vex_zstd_block(dst, cap, src + i * n, n);
  }
  return total;
}
