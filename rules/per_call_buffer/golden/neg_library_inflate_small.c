// Library model (rules/models/zlib.yaml): inflate's state is ~39 KiB (7 KiB + a 32 KiB window), below glibc's mmap threshold, so inflateInit/inflateEnd per call is no finding; nor is a zstd context created once and reused for every block, nor a zstd decompression context (~94 KiB, ZSTD_estimateDCtxSize()).
#include <stddef.h>

typedef struct z_stream_s {
  const unsigned char *next_in;
  unsigned avail_in;
  unsigned char *next_out;
  unsigned avail_out;
  void *state;
} z_stream;
int inflateInit_(z_stream *strm, const char *version, int stream_size);
int inflate(z_stream *strm, int flush);
int inflateEnd(z_stream *strm);
#define inflateInit(strm) inflateInit_((strm), "1.2.13", (int)sizeof(z_stream))

typedef struct ZSTD_CCtx_s ZSTD_CCtx;
typedef struct ZSTD_DCtx_s ZSTD_DCtx;
ZSTD_CCtx *ZSTD_createCCtx(void);
size_t ZSTD_freeCCtx(ZSTD_CCtx *cctx);
size_t ZSTD_compressCCtx(ZSTD_CCtx *cctx, void *dst, size_t dstCapacity, const void *src,
                         size_t srcSize, int compressionLevel);
ZSTD_DCtx *ZSTD_createDCtx(void);
size_t ZSTD_freeDCtx(ZSTD_DCtx *dctx);
size_t ZSTD_decompressDCtx(ZSTD_DCtx *dctx, void *dst, size_t dstCapacity, const void *src,
                           size_t srcSize);

static unsigned negmodel_unpack(unsigned char *dst, unsigned cap, const unsigned char *src,
                                unsigned n) {
  z_stream strm = {0};
  inflateInit(&strm);
  strm.next_in = src;
  strm.avail_in = n;
  strm.next_out = dst;
  strm.avail_out = cap;
  inflate(&strm, 4);
  inflateEnd(&strm);
  return cap - strm.avail_out;
}

static size_t negmodel_unzstd(void *dst, size_t cap, const void *src, size_t n) {
  ZSTD_DCtx *dctx = ZSTD_createDCtx();
  size_t r = ZSTD_decompressDCtx(dctx, dst, cap, src, n);
  ZSTD_freeDCtx(dctx);
  return r;
}

size_t negmodel_records(unsigned char *dst, unsigned cap, const unsigned char *src,
                        const unsigned *lens, int count) {
  size_t total = 0;
  ZSTD_CCtx *cctx = ZSTD_createCCtx(); // once, reused for every record
  for (int i = 0; i < count; ++i) {
    total += negmodel_unpack(dst, cap, src, lens[i]);
    total += negmodel_unzstd(dst, cap, src, lens[i]);
    total += ZSTD_compressCCtx(cctx, dst, cap, src, lens[i], 3);
    src += lens[i];
  }
  ZSTD_freeCCtx(cctx);
  return total;
}
