// An unsized scratch two calls below a loop, sized by a field of the object the loop passes down unchanged (c-blosc2's b2nd_concatenate -> b2nd_get_slice_cbuffer -> get_set_slice): the same extent-sized block is allocated and freed on every call, so faultline-per-call-buffer at the malloc (size unknown, low confidence), although an unknown size is otherwise reported only one call below a loop.
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

struct fo_grid {
  int64_t extent;
  int32_t itemsize;
  unsigned char *cells;
};

static int fo_copy_region(unsigned char *out, int64_t start, int64_t stop, const struct fo_grid *g) {
  int64_t nbytes = g->extent * g->itemsize;
  unsigned char *scratch = malloc((size_t)nbytes); // EXPECT: faultline-per-call-buffer
  if (!scratch)
    return -1;
  memcpy(scratch, g->cells, (size_t)nbytes);
  memcpy(out, scratch + start, (size_t)(stop - start));
  free(scratch);
  return 0;
}

int fo_get_region(const struct fo_grid *g, int64_t start, int64_t stop, unsigned char *out) {
  return fo_copy_region(out, start, stop, g);
}

int fo_concatenate(const struct fo_grid *src, unsigned char *out, int64_t rows, int64_t width) {
  for (int64_t r = 0; r < rows; ++r)
    if (fo_get_region(src, r * width, (r + 1) * width, out + r * width) != 0)
      return -1;
  return 0;
}
