// The aligned allocation wrappers neg_unwind_loop_on_failure.c calls (openjpeg's
// opj_image_data_alloc / opj_image_data_free), in their own translation unit as in the library:
// only the join knows that they allocate and release.
#define _POSIX_C_SOURCE 200112L
#include <stdlib.h>

void *plane_alloc(size_t size) {
  void *p = NULL;
  if (posix_memalign(&p, 16, size))
    return NULL;
  return p;
}

void plane_free(void *p) {
  free(p);
}
