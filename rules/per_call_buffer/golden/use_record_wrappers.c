// The allocation wrappers of neg_/pos_wrapper_field_*.c, in their own translation unit as in a
// library (openjpeg's opj_malloc / opj_free): only the join knows they allocate and release.
#include <stdlib.h>

void *rec_malloc(size_t size) {
  if (size == 0)
    return NULL;
  return malloc(size);
}

void rec_free(void *p) {
  free(p);
}
