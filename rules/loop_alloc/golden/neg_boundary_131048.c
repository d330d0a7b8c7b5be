// 131,048 bytes is the largest request glibc still serves from the heap at the default threshold
// (chunk 131,056 < 131,072; article 002): one byte below the boundary, so no finding.
#include <stdlib.h>
#include <string.h>

int probe_below(int rounds) {
  int n = 0;
  for (int r = 0; r < rounds; ++r) {
    char *p = malloc(131048);
    if (!p)
      return -1;
    memset(p, 1, 131048);
    n += p[131047];
    free(p);
  }
  return n;
}
