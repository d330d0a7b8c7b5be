// The state guard of neg_state_guard_branch.c, but the branch stores SG_OUTPUT, a state its own
// test `ctx->state < SG_FIRST_IDAT` still accepts: every call runs the branch again, and the
// profile is compressed (compress2: a ~256 KiB deflate state) on every row.
#include <zlib.h>

enum sg_state { SG_INVALID = 0, SG_INIT, SG_OUTPUT, SG_FIRST_IDAT, SG_EOI, SG_IEND };

struct sg_ctx {
  enum sg_state state;
  const unsigned char *profile;
  unsigned long profile_len;
  unsigned char out[1 << 16];
};

static int sg_write_profile(struct sg_ctx *ctx) {
  uLongf n = sizeof ctx->out;
  if (compress2(ctx->out, &n, ctx->profile, ctx->profile_len, 9) != Z_OK) // EXPECT: faultline-per-call-buffer error
    return 7;
  return 0;
}

int sg_encode_chunks(struct sg_ctx *ctx) {
  if (!ctx->state)
    return 1;
  if (ctx->state < SG_FIRST_IDAT) {
    if (!ctx->profile)
      return 2;
    if (sg_write_profile(ctx))
      return 3;
    ctx->state = SG_OUTPUT;
  }
  return 0;
}

int sg_encode_rows(struct sg_ctx *ctx, int rows) {
  for (int r = 0; r < rows; r++) {
    int ret = sg_encode_chunks(ctx);
    if (ret)
      return ret;
  }
  return 0;
}
