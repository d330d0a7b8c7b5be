// neg_unwind_loop_on_failure.c's unwinding loop, but each plane is also freed at the end of its
// own iteration once it has been used: on the success path the block is allocated and released
// per iteration, so faultline-loop-alloc still reports it in both modes.
#include <stdlib.h>

typedef int BOOL;
#define FALSE 0
#define TRUE 1

struct plane {
  unsigned w, h;
  int *data;
};

int emit_plane(const int *data, unsigned w, unsigned h);

BOOL emit_planes(struct plane *planes, unsigned n) {
  for (unsigned i = 0; i < n; ++i) {
    planes[i].data = malloc(sizeof(int) * 512 * 512); // EXPECT: faultline-loop-alloc
    if (!planes[i].data) {
      while (i > 0) {
        --i;
        free(planes[i].data);
      }
      return FALSE;
    }
    if (emit_plane(planes[i].data, planes[i].w, planes[i].h) < 0)
      return FALSE;
    free(planes[i].data);
    planes[i].data = NULL;
  }
  return TRUE;
}
