// A retry loop returns the block it keeps: the block escapes by return, so no loop-alloc finding.
#include <stdlib.h>

extern int read_exactly(int fd, char *dst, size_t n);

char *read_header(int fd, int attempts) {
  for (int a = 0; a < attempts; ++a) {
    char *hdr = malloc(1 << 20);
    if (!hdr)
      return NULL;
    if (read_exactly(fd, hdr, 1 << 20) == 0)
      return hdr;
    free(hdr);
  }
  return NULL;
}
