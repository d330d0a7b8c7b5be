// A struct field holding a callback that is not an allocator (`ops.filter = nf_blur`, whose body mallocs and frees a 1 MiB scratch): a call through the field is followed only for what it allocates, releases and returns, never as a hot path (calls through function pointers are not followed), so the loop calling `ops->filter` does not make nf_blur's scratch a finding; a field with no stored function (`ops->alloc`, installed at run time) is not resolved at all, so its block freed in the loop is not reported either.
#include <stdlib.h>
#include <string.h>

struct nf_ops {
  int (*filter)(unsigned char *pixels, size_t n);
  void *(*alloc)(size_t n);
};

static int nf_blur(unsigned char *pixels, size_t n) {
  unsigned char *tmp = malloc(1 << 20);
  if (!tmp)
    return -1;
  memcpy(tmp, pixels, n < (1u << 20) ? n : (1u << 20));
  pixels[0] = tmp[0];
  free(tmp);
  return 0;
}

void nf_setup(struct nf_ops *ops) { ops->filter = nf_blur; }

int nf_run(struct nf_ops *ops, unsigned char *pixels, size_t n, int passes) {
  for (int p = 0; p < passes; ++p) {
    if (ops->filter(pixels, n) != 0)
      return -1;
    unsigned char *copy = ops->alloc(400 * 1024);
    if (!copy)
      return -1;
    memcpy(copy, pixels, n < 400 * 1024 ? n : 400 * 1024);
    pixels[1] = copy[0];
    free(copy);
  }
  return 0;
}
