// A per-iteration block of `count * sizeof(record)` where the count is a field read at run time
// of the local copy (a modest number: no bound, not a parameter's) and the record is declared in a header. AST mode
// sizes the record (12 bytes) and finds the product as modest as the count; fast mode cannot lay
// the record out but takes sizeof as the small constant it is, so neither mode reports it. The
// free on the branch where there is nothing to copy is what makes it a per-iteration block.
#include <stdlib.h>
#include <string.h>

#include "tile_records.h"

struct tile_copy *copy_tile_markers(const struct tile_source *src, unsigned tiles) {
  struct tile_copy *dst = calloc(tiles, sizeof *dst);
  if (!dst)
    return NULL;
  for (unsigned t = 0; t < tiles; t++) {
    dst[t].marker_count = src[t].marker_count;
    dst[t].markers = malloc(dst[t].marker_count * sizeof(struct tile_marker));
    if (!dst[t].markers)
      return NULL; // (the earlier tiles' copies leak: not what this case is about)
    if (src[t].markers) {
      memcpy(dst[t].markers, src[t].markers, dst[t].marker_count * sizeof(struct tile_marker));
    } else {
      free(dst[t].markers);
      dst[t].markers = NULL;
    }
  }
  return dst;
}
