// _IOLBF is line buffering, not unbuffered: printf in a loop still batches each line.
#include <stdio.h>

void print_progress(int n) {
  setvbuf(stdout, NULL, _IOLBF, 0);
  for (int i = 0; i < n; ++i)
    printf("step %d of %d\n", i + 1, n);
}
