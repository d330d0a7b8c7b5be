// An unsized scratch two calls below a loop, sized by a field of an object the middle function builds itself (a 4-row tile of the caller's grid), not one the loop passes down: the size is not the loop's object's, so the usual policy holds (an unknown size is reported only one call below a loop) and nothing is reported.
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

struct fl_tile {
  int64_t rows;
  int32_t itemsize;
  const unsigned char *cells;
};

static int fl_copy_tile(unsigned char *out, const struct fl_tile *t) {
  int64_t nbytes = t->rows * t->itemsize;
  unsigned char *scratch = malloc((size_t)nbytes);
  if (!scratch)
    return -1;
  memcpy(scratch, t->cells, (size_t)nbytes);
  memcpy(out, scratch, (size_t)nbytes);
  free(scratch);
  return 0;
}

int fl_get_tile(const unsigned char *cells, int32_t itemsize, unsigned char *out) {
  struct fl_tile tile = {4, itemsize, cells};
  return fl_copy_tile(out, &tile);
}

int fl_copy_tiles(const unsigned char *cells, int32_t itemsize, unsigned char *out, int count) {
  for (int i = 0; i < count; ++i)
    if (fl_get_tile(cells + (size_t)i * 4 * (size_t)itemsize, itemsize, out) != 0)
      return -1;
  return 0;
}
