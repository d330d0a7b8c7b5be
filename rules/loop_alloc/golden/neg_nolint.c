// A real loop-alloc case suppressed with NOLINT(faultline-loop-alloc) on the reported line.
#include <stdlib.h>
#include <string.h>

int suppressed(int rounds) {
  int acc = 0;
  for (int r = 0; r < rounds; ++r) {
    char *p = malloc(1 << 20); // NOLINT(faultline-loop-alloc)
    if (!p)
      return -1;
    memset(p, r, 1 << 20);
    acc += p[r];
    free(p);
  }
  return acc;
}
