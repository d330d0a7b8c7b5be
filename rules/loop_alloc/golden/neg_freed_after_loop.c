// Allocated lazily inside the loop (first iteration only) and freed after the loop: one block for
// the whole loop, which is the hoisted shape written differently.
#include <stdlib.h>
#include <string.h>

int lazy_scratch(const int *work, int n) {
  char *scratch = NULL;
  int acc = 0;
  for (int i = 0; i < n; ++i) {
    if (!scratch) {
      scratch = malloc(1 << 20);
      if (!scratch)
        return -1;
    }
    memset(scratch, work[i], 1 << 20);
    acc += scratch[i];
  }
  free(scratch);
  return acc;
}
