// A loop that cannot go round again after the allocation because every path from it jumps
// forward to a label of the function's outermost block (C's `goto done;` / `goto fail;`
// style): only the first valid source is decoded, once per call. AST mode reads this off
// Clang's CFG, fast mode follows the forward goto to its label (FastControlFlow.cpp). The
// same shape where the success path goes round again is pos_goto_only_on_failure.c.
#include <stdlib.h>

struct source {
  int valid;
  const char *path;
};

int decode(const struct source *src, char *image, size_t size);

int decode_first_valid(const struct source *srcs, int n) {
  int rc = -1;
  for (int i = 0; i < n; i++) {
    if (!srcs[i].valid)
      continue;
    char *image = malloc(1 << 20);
    if (!image)
      goto done;
    rc = decode(srcs + i, image, 1 << 20);
    free(image);
    goto done;
  }
done:
  return rc;
}
