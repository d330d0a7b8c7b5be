// A block kept in a field next to a size field, but freed again at the end of every call: the
// field caches nothing across calls, so the call in the loop allocates and frees it each time.
#include <stdlib.h>
#include <string.h>

struct scratch_plane {
  int *data;
  size_t size;
};

int plane_process(struct scratch_plane *p, size_t bytes) {
  if (p->data == NULL || bytes > p->size) {
    p->data = malloc(bytes); // EXPECT: faultline-per-call-buffer
    if (!p->data)
      return -1;
    p->size = bytes;
  }
  memset(p->data, 1, bytes);
  int sum = p->data[0];
  free(p->data);
  p->data = NULL;
  p->size = 0;
  return sum;
}

int process_planes(struct scratch_plane *p, int count) {
  int total = 0;
  for (int i = 0; i < count; ++i)
    total += plane_process(p, 1024 * 1024);
  return total;
}
