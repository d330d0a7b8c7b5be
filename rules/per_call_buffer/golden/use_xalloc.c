// Allocator wrappers found automatically: xmalloc (dies on failure) and xfree, used by loops in other files.
#include <stdio.h>
#include <stdlib.h>

void *xmalloc(size_t n) {
  void *p = malloc(n);
  if (!p) {
    fprintf(stderr, "out of memory (%zu bytes)\n", n);
    abort();
  }
  return p;
}

void xfree(void *p) {
  free(p);
}
