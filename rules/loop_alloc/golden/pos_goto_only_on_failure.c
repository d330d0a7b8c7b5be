// neg_goto_leaves_loop.c's shape, but the forward gotos are taken only on failure: every
// successful decode goes round the loop again, so the 1 MiB image is allocated and freed per
// source: faultline-loop-alloc in both modes.
#include <stdlib.h>

struct source {
  int valid;
  const char *path;
};

int decode(const struct source *src, char *image, size_t size);

int decode_all(const struct source *srcs, int n) {
  for (int i = 0; i < n; i++) {
    char *image = malloc(1 << 20); // EXPECT: faultline-loop-alloc
    if (!image)
      goto fail;
    int rc = decode(srcs + i, image, 1 << 20);
    free(image);
    if (rc < 0)
      goto fail;
  }
  return 0;
fail:
  return -1;
}
