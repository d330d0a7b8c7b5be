// `free(p); p = malloc(n);` frees the previous iteration's block and keeps the new one beyond the
// iteration (freed after the loop): documented as not reported by faultline-loop-alloc.
#include <stdlib.h>
#include <string.h>

int rolling(const char *src, int n) {
  char *p = NULL;
  int same = 0;
  for (int i = 0; i < n; ++i) {
    free(p);
    p = malloc(1 << 20);
    if (!p)
      return -1;
    memcpy(p, src, 1 << 20);
    same += p[i] == src[i];
  }
  free(p);
  return same;
}
