// A block cached in a context behind a capacity field (allocated again only when the capacity is too small) is re-allocated on every frame because frame_end, which compress_stream calls after frame_begin, resets the capacity to 0 (lz4 1.9.4's LZ4F_compressEnd): faultline-per-call-buffer at the calloc, naming frame_end.
#include <stdlib.h>

struct frame_ctx {
  size_t cap;
  unsigned char *tmp;
  size_t used;
};

int frame_begin(struct frame_ctx *ctx, size_t block) {
  size_t need = block + 128 * 1024;
  if (ctx->cap < need) {
    ctx->cap = 0;
    free(ctx->tmp);
    ctx->tmp = calloc(1, need); // EXPECT: faultline-per-call-buffer
    if (!ctx->tmp)
      return -1;
    ctx->cap = need;
  }
  ctx->used = 0;
  return 0;
}

void frame_end(struct frame_ctx *ctx) {
  ctx->used = 0;
  ctx->cap = 0; /* reuse the context */
}

int compress_stream(struct frame_ctx *ctx, const unsigned char *data, size_t n) {
  if (frame_begin(ctx, 4u << 20) != 0)
    return -1;
  ctx->used = n > 0 ? data[0] : 0;
  frame_end(ctx);
  return 0;
}

int compress_streams(struct frame_ctx *ctx, const unsigned char **data, const size_t *n, int count) {
  for (int i = 0; i < count; ++i)
    if (compress_stream(ctx, data[i], n[i]) != 0)
      return -1;
  return 0;
}
