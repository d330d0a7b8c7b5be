// A zstd decompression stream made and freed per compressed extent, decoded in one call: the
// whole frame and an output buffer that holds it go to one ZSTD_decompressStream, which then
// decodes straight into the output, so the DStream holds only its DCtx (~94 KiB, below the mmap
// threshold: the heap reuses it). btrfs-progs' `btrfs restore` (decompress_zstd, held-out set
// 34). rules/models/zstd.yaml: ZSTD_createDStream's one-shot-footprint. Prototypes as in zstd.h.
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
unsigned ZSTD_isError(size_t code);

static int decompress_extent(const char *in, size_t in_len, char *out, size_t out_len) {
  ZSTD_inBuffer input = {in, in_len, 0};
  ZSTD_outBuffer output = {out, out_len, 0};
  ZSTD_DStream *stream = ZSTD_createDStream();
  if (!stream)
    return -1;
  ZSTD_initDStream(stream);
  size_t left = ZSTD_decompressStream(stream, &output, &input);
  ZSTD_freeDStream(stream);
  return ZSTD_isError(left) || left != 0 ? -1 : 0;
}

int restore_file(char **frames, const size_t *frame_len, int extents, size_t extent_size) {
  char *out = malloc(extent_size);
  int ret = 0;
  for (int i = 0; i < extents && !ret; i++)
    ret = decompress_extent(frames[i], frame_len[i], out, extent_size);
  free(out);
  return ret;
}
