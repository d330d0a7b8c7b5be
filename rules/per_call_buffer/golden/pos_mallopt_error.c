// A 1 MiB per-call buffer (a warning on default glibc) becomes an error because use_malloc_tuning.c pins M_MMAP_THRESHOLD at 128 KiB; the loop is in use_mallopt_loop.c.
#include <stdlib.h>
#include <string.h>

int render_tile(const unsigned char *src, unsigned char *dst) {
  unsigned char *tile = malloc(1 << 20); // EXPECT: faultline-per-call-buffer error
  if (!tile)
    return -1;
  memcpy(tile, src, 1 << 20);
  for (size_t i = 0; i < (1u << 20); ++i)
    dst[i] = (unsigned char)(255 - tile[i]);
  free(tile);
  return 0;
}
