// The same `count * sizeof(record)` shape with the count a parameter (it grows with the caller's
// input): sizeof of a record fast mode cannot lay out is a small constant, not a second unknown
// factor, so the product still grows with the count and both modes report the note.
#include <stdlib.h>
#include <string.h>

#include "tile_records.h"

void scan_tile_parts(const struct tile_part *parts, size_t nparts, int tiles) {
  for (int t = 0; t < tiles; t++) {
    struct tile_part *copy = malloc(nparts * sizeof(struct tile_part)); // EXPECT: faultline-loop-alloc note
    if (!copy)
      return;
    memcpy(copy, parts, nparts * sizeof(struct tile_part));
    free(copy);
  }
}
