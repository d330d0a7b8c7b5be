// A const local keeps its initialiser even when its address is taken (zstd's benchmark hands
// `&benchedSize` to a `const size_t *` parameter): 10,000,000 bytes per call of the helper
// run_synthetic_bench, which use_bench_levels.c calls once per compression level.
#include <stdlib.h>
#include <string.h>

static int sum_sizes(const size_t *sizes, int n) {
  int total = 0;
  for (int i = 0; i < n; ++i)
    total += (int)(sizes[i] & 0xff);
  return total;
}

int run_synthetic_bench(int level) {
  size_t const benched_size = 10000000;
  char *src = malloc(benched_size); // EXPECT: faultline-per-call-buffer error
  if (!src)
    return -1;
  memset(src, level, benched_size);
  int r = sum_sizes(&benched_size, 1);
  free(src);
  return r;
}
