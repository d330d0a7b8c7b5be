// A block from plain malloc released by the releaser wrapper xfree (use_xalloc.c) within each iteration: xfree counts as free, so this is faultline-loop-alloc.
#include <stdlib.h>
#include <string.h>

void xfree(void *p);

size_t measure_lines(const char *const *lines, int count) {
  size_t total = 0;
  for (int i = 0; i < count; ++i) {
    char *copy = malloc(2 << 20); // EXPECT: faultline-loop-alloc
    if (!copy)
      break;
    strncpy(copy, lines[i], (2 << 20) - 1);
    copy[(2 << 20) - 1] = '\0';
    total += strlen(copy);
    xfree(copy);
  }
  return total;
}
