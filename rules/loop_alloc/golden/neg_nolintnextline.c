// A real loop-alloc case suppressed with NOLINTNEXTLINE(faultline-loop-alloc) on the line above.
#include <stdlib.h>
#include <string.h>

int suppressed_next(int rounds) {
  int acc = 0;
  for (int r = 0; r < rounds; ++r) {
    // NOLINTNEXTLINE(faultline-loop-alloc)
    char *p = malloc(1 << 20);
    if (!p)
      return -1;
    memset(p, r, 1 << 20);
    acc += p[r];
    free(p);
  }
  return acc;
}
