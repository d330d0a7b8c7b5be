// mmap/munmap of 256 KiB per iteration: fresh zero pages every time, whatever the allocator.
#define _DEFAULT_SOURCE
#include <stddef.h>
#include <string.h>
#include <sys/mman.h>

int stage_batches(const char *src, int nbatches) {
  int staged = 0;
  for (int b = 0; b < nbatches; ++b) {
    char *area = mmap(NULL, 256 * 1024, PROT_READ | PROT_WRITE, // EXPECT: faultline-loop-alloc
                      MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (area == MAP_FAILED)
      return -1;
    memcpy(area, src, 256 * 1024);
    staged += area[b] != 0;
    munmap(area, 256 * 1024);
  }
  return staged;
}
