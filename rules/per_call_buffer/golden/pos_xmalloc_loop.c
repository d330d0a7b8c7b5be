// A loop calling the wrappers xmalloc/xfree of use_xalloc.c directly: a faultline-loop-alloc finding at the xmalloc call.
#include <stddef.h>
#include <string.h>

void *xmalloc(size_t n);
void xfree(void *p);

size_t checksum_frames(const unsigned char *const *frames, int count) {
  size_t sum = 0;
  for (int i = 0; i < count; ++i) {
    unsigned char *copy = xmalloc(4 << 20); // EXPECT: faultline-loop-alloc
    memcpy(copy, frames[i], 4 << 20);
    for (size_t k = 0; k < (4u << 20); k += 4096)
      sum += copy[k];
    xfree(copy);
  }
  return sum;
}
