// The size comes from a local `const size_t n = 1 << 20;` and must still be resolved to 1 MiB.
#include <stdlib.h>
#include <string.h>

int run_passes(int passes) {
  const size_t n = 1 << 20;
  int sum = 0;
  for (int p = 0; p < passes; ++p) {
    unsigned char *buf = malloc(n); // EXPECT: faultline-loop-alloc warning
    if (!buf)
      return -1;
    memset(buf, p, n);
    sum += buf[n - 1];
    free(buf);
  }
  return sum;
}
