// A buffer sized by a field the program only ever sets to one value: the codec's init stores
// 1 MiB in `fvs_out_size` (in practice another file: the join reads every TU's stores), and
// encode() allocates and frees that much on every call, per item of the caller's loop. The size
// note names the store ("field 'fvs_out_size' = 1,048,576, the only value the program stores in
// it (pos_field_value_set_at_init.c:16)"). python-zstandard's stream writer kept
// `ZSTD_CStreamOutSize()` in `outSize` and allocated it per write() (issue 62).
#include <stdlib.h>
#include <string.h>

struct fvs_codec {
  size_t fvs_out_size;
  int fvs_level;
};

void fvs_init(struct fvs_codec *c) {
  c->fvs_out_size = 1 << 20;
  c->fvs_level = 3;
}

static int fvs_encode(struct fvs_codec *c, const char *src) {
  char *out = malloc(c->fvs_out_size); // EXPECT: faultline-per-call-buffer
  if (!out)
    return -1;
  memset(out, c->fvs_level, c->fvs_out_size);
  int r = out[0] + src[0];
  free(out);
  return r;
}

int fvs_run(int n, const char **items) {
  struct fvs_codec c;
  fvs_init(&c);
  int sum = 0;
  for (int i = 0; i < n; ++i)
    sum += fvs_encode(&c, items[i]);
  return sum;
}
