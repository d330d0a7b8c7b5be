// The loop leaves early only when an item fails: on every other iteration the 4 MiB block is
// allocated and freed again, so it is reported (the early `return` does not end repetition).
#include <stdlib.h>
#include <string.h>

int process_all(const int *items, int n) {
  for (int i = 0; i < n; ++i) {
    char *work = malloc(4 << 20); // EXPECT: faultline-loop-alloc
    if (!work)
      return -1;
    memset(work, items[i], 4 << 20);
    int bad = work[12345] == 7;
    free(work);
    if (bad)
      return i;
  }
  return n;
}
