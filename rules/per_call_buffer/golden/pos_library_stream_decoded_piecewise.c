// neg_library_stream_decoded_in_one_call.c's extent decoder, except that it feeds the frame
// to ZSTD_decompressStream in a loop, 4 KiB of output at a time (libsolv's decompress_zstd): the
// DStream allocates its window and block buffers, ~2.5 MiB for a level-3 frame, and they are made
// and freed with the stream on every call. rules/models/zstd.yaml's ZSTD_createDStream footprint.
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
  ZSTD_DStream *stream = ZSTD_createDStream(); // EXPECT: faultline-per-call-buffer
  if (!stream)
    return -1;
  ZSTD_initDStream(stream);
  size_t left = 1;
  while (input.pos < input.size && output.pos < out_len) {
    output.size = output.pos + 4096 < out_len ? output.pos + 4096 : out_len;
    left = ZSTD_decompressStream(stream, &output, &input);
    if (ZSTD_isError(left))
      break;
  }
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
