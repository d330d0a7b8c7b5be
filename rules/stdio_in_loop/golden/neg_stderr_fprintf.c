// fprintf(stderr, ...) in a loop: stderr is unbuffered by default, but nothing here made it so
// with setvbuf/setbuf, which is what the rule looks for.
#include <stdio.h>

void report_errors(const int *codes, int n) {
  for (int i = 0; i < n; ++i)
    if (codes[i] != 0)
      fprintf(stderr, "item %d failed with code %d\n", i, codes[i]);
}
