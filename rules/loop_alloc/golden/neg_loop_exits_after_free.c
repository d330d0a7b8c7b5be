// The loop cannot go round again once the block is freed: a `break` or `return` follows on
// every path. Each block is made once per call, not once per iteration.
#include <stdlib.h>
#include <string.h>

int first_match(const char *const *names, int n, const char *want) {
  for (int i = 0; i < n; ++i) {
    if (strcmp(names[i], want) != 0)
      continue;
    char *scratch = malloc(4 << 20);
    if (!scratch)
      return -1;
    memset(scratch, 0, 4 << 20);
    free(scratch);
    return i;
  }
  return -1;
}

void warm_once(int n) {
  for (int i = 0; i < n; ++i) {
    char *p = malloc(4 << 20);
    memset(p, 1, 4 << 20);
    free(p);
    break;
  }
}
