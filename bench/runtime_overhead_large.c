// Benchmark (a): a large-block loop, the pattern faultline is about. N iterations of a 1 MiB
// malloc + memset + free (volatile pointer: -O2 must not delete the triple).
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 2000;
  size_t size = argc > 2 ? strtoul(argv[2], 0, 0) : (1u << 20);
  for (int i = 0; i < n; ++i) {
    char *volatile p = malloc(size);
    memset(p, i, size);
    free(p);
  }
  return 0;
}
