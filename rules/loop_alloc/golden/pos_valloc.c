// valloc (page-aligned) of 1 MiB per iteration, freed in the same iteration.
#define _DEFAULT_SOURCE
#include <stdlib.h>
#include <string.h>

int fill_pages(int rounds) {
  int touched = 0;
  for (int r = 0; r < rounds; ++r) {
    char *page_buf = valloc(1 << 20); // EXPECT: faultline-loop-alloc
    if (!page_buf)
      return -1;
    memset(page_buf, r, 1 << 20);
    touched += page_buf[4096] == (char)r;
    free(page_buf);
  }
  return touched;
}
