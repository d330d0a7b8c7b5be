// A field's only stored value comes from a designated initialiser of a struct that also has an
// unnamed bit-field (`int : 3;`, which takes no initialiser): the 4 KiB must land on
// `ubf_size`, so the per-call buffer is known to be small and nothing is reported (not even as
// an unknown size under `--unknown-sizes note`).
#include <stdlib.h>
#include <string.h>

struct ubf_config {
  int ubf_flags;
  int : 3;
  size_t ubf_size;
};

static const struct ubf_config ubf_defaults = {.ubf_size = 4096};

static int ubf_encode(const struct ubf_config *c, const char *src) {
  char *out = malloc(c->ubf_size);
  if (!out)
    return -1;
  memset(out, 0, c->ubf_size);
  int r = out[0] + src[0];
  free(out);
  return r;
}

int ubf_run(int n, const char **items) {
  int sum = 0;
  for (int i = 0; i < n; ++i)
    sum += ubf_encode(&ubf_defaults, items[i]);
  return sum;
}
