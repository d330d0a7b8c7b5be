// pos_field_value_set_at_init.c's codec with other stores: a field set to 1 MiB in one place and
// to 4 KiB in another may hold 4 KiB, so its buffer is sized by the smallest value, below the
// floor: nothing to report. (A store of a value the extractor cannot know, `c->n = n` from a
// caller, would leave the size unknown: off by default.)
#include <stdlib.h>
#include <string.h>

struct fvn_codec {
  size_t fvn_out_size;
};

void fvn_init(struct fvn_codec *c) { c->fvn_out_size = 1 << 20; }
void fvn_init_small(struct fvn_codec *c) { c->fvn_out_size = 4096; }

static int fvn_encode(struct fvn_codec *c, const char *src) {
  char *out = malloc(c->fvn_out_size);
  if (!out)
    return -1;
  memset(out, 0, c->fvn_out_size);
  int r = out[0] + src[0];
  free(out);
  return r;
}

int fvn_run(int n, const char **items, int small) {
  struct fvn_codec c;
  if (small)
    fvn_init_small(&c);
  else
    fvn_init(&c);
  int sum = 0;
  for (int i = 0; i < n; ++i)
    sum += fvn_encode(&c, items[i]);
  return sum;
}
