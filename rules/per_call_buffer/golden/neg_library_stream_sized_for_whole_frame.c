// A zstd decompression stream made per compressed map and driven in a loop, but with the whole
// mapped file as input and an output sized from the frame's content size (ZSTD_getDecompressedSize
// reads it from the frame header): the first ZSTD_decompressStream call decodes the frame straight
// into the output, so the DStream holds only its DCtx (~94 KiB, below the mmap threshold) and the
// loop's later passes, which grow the output, never run for a frame that carries its size.
// rspamd's read_map_file (src/libserver/maps/map.c:838, held-out set 35), called per map backend
// at config load. rules/models/zstd.yaml: ZSTD_createDStream's one-shot-size-query.
// pos_library_stream_decoded_piecewise.c: without the size query, a loop streams piecewise.
// Prototypes as in zstd.h.
#include <stddef.h>
#include <stdlib.h>

typedef struct ZSTD_DCtx_s ZSTD_DStream;
typedef struct {
  const void *src;
  size_t size;
  size_t pos;
} ZSTD_inBuffer;
typedef struct {
  void *dst;
  size_t size;
  size_t pos;
} ZSTD_outBuffer;
ZSTD_DStream *ZSTD_createDStream(void);
size_t ZSTD_freeDStream(ZSTD_DStream *zds);
size_t ZSTD_initDStream(ZSTD_DStream *zds);
size_t ZSTD_decompressStream(ZSTD_DStream *zds, ZSTD_outBuffer *output, ZSTD_inBuffer *input);
size_t ZSTD_DStreamOutSize(void);
unsigned long long ZSTD_getDecompressedSize(const void *src, size_t srcSize);
unsigned ZSTD_isError(size_t code);

static char *read_compressed_map(const char *bytes, size_t len, size_t *outlen_out) {
  ZSTD_DStream *zstream = ZSTD_createDStream();
  ZSTD_inBuffer zin = {bytes, len, 0};
  ZSTD_outBuffer zout;
  size_t outlen;
  ZSTD_initDStream(zstream);
  if ((outlen = ZSTD_getDecompressedSize(zin.src, zin.size)) == 0)
    outlen = ZSTD_DStreamOutSize();
  char *out = malloc(outlen);
  zout.dst = out;
  zout.pos = 0;
  zout.size = outlen;
  while (zin.pos < zin.size) {
    size_t r = ZSTD_decompressStream(zstream, &zout, &zin);
    if (ZSTD_isError(r)) {
      ZSTD_freeDStream(zstream);
      free(out);
      return NULL;
    }
    if (zout.pos == zout.size) {
      zout.size = zout.size * 2 + 1;
      out = realloc(zout.dst, zout.size);
      zout.dst = out;
    }
  }
  ZSTD_freeDStream(zstream);
  *outlen_out = zout.pos;
  return out;
}

size_t preload_maps(const char **maps, const size_t *lens, int n) {
  size_t total = 0;
  for (int i = 0; i < n; i++) {
    size_t got = 0;
    char *data = read_compressed_map(maps[i], lens[i], &got);
    if (!data)
      break;
    total += got;
    free(data);
  }
  return total;
}
