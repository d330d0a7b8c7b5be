// posix_memalign per iteration: the finding is at the posix_memalign call, not the free.
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>

int copy_pages(const char *src, int rounds) {
  int ok = 0;
  for (int r = 0; r < rounds; ++r) {
    void *buf = NULL;
    if (posix_memalign(&buf, 4096, 1 << 20) != 0) // EXPECT: faultline-loop-alloc
      return -1;
    memcpy(buf, src, 1 << 20);
    ok += ((char *)buf)[r] == src[r];
    free(buf);
  }
  return ok;
}
