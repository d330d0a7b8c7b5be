// The size is a plain (non-const) local `size_t n = 256 * 1024;` that is never modified.
#include <stdlib.h>
#include <string.h>

int copy_rounds(const char *src, int rounds) {
  size_t n = 256 * 1024;
  int same = 0;
  for (int r = 0; r < rounds; ++r) {
    char *dst = malloc(n); // EXPECT: faultline-loop-alloc warning
    if (!dst)
      return -1;
    memcpy(dst, src, n);
    same += memcmp(dst, src, n) == 0;
    free(dst);
  }
  return same;
}
