// An encoder writes the chunks that go before the first image data from a state guard, `if
// (ctx->state < SG_FIRST_IDAT) { ...; ctx->state = SG_FIRST_IDAT; }`: the branch stores a state
// its own test rejects, so called again with the same context it does nothing. The row loop
// calls it on every row, but the ICC profile is compressed (compress2: a ~256 KiB deflate state
// per call) once per image, on the first row (libspng's spng_encode_chunks, spng.c:4075, held
// out in set 28). The early exits before the store are failures: nested in an `if`, and none
// returns the function's success result, 0.
// pos_state_guard_branch_not_settled.c: a branch whose store still passes its test.
#include <zlib.h>

enum sg_state { SG_INVALID = 0, SG_INIT, SG_OUTPUT, SG_FIRST_IDAT, SG_EOI, SG_IEND };

struct sg_ctx {
  enum sg_state state;
  const unsigned char *profile;
  unsigned long profile_len;
  unsigned char out[1 << 16];
};

static int sg_error(struct sg_ctx *ctx, int err) {
  ctx->state = SG_INVALID;
  return err;
}

static int sg_write_profile(struct sg_ctx *ctx) {
  uLongf n = sizeof ctx->out;
  if (compress2(ctx->out, &n, ctx->profile, ctx->profile_len, 9) != Z_OK)
    return 7;
  return 0;
}

int sg_encode_chunks(struct sg_ctx *ctx) {
  if (!ctx->state)
    return 1;
  int ret = 0;
  if (ctx->state < SG_FIRST_IDAT) {
    if (!ctx->profile)
      return 2;
    ret = sg_write_profile(ctx);
    if (ret)
      return sg_error(ctx, ret);
    ctx->state = SG_FIRST_IDAT;
  } else if (ctx->state == SG_EOI) {
    ctx->state = SG_IEND;
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
