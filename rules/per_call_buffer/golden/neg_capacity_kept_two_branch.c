// A grow-only cache in two branches (openjpeg's opj_alloc_tile_component_data): the block lives
// in a field with a size field next to it; the first branch allocates when there is none yet,
// the second frees the previous, smaller block and stores a larger one in the same field. The
// free releases the block of an earlier call, never the one this call allocates, and the block
// is otherwise released only at destroy time: nothing is released per call.
#include <stdlib.h>
#include <string.h>

struct tile_plane {
  int *data;
  size_t size;
  size_t needed;
  int owns;
};

int plane_reserve(struct tile_plane *t) {
  if (t->data == NULL || (t->needed > t->size && !t->owns)) {
    t->data = malloc(t->needed);
    if (!t->data && t->needed != 0)
      return 0;
    t->size = t->needed;
    t->owns = 1;
  } else if (t->needed > t->size) {
    /* the old contents are not needed */
    free(t->data);
    t->data = malloc(t->needed);
    if (!t->data) {
      t->size = 0;
      t->needed = 0;
      t->owns = 0;
      return 0;
    }
    t->size = t->needed;
    t->owns = 1;
  }
  return 1;
}

void plane_destroy(struct tile_plane *t) {
  free(t->data);
  t->data = NULL;
  t->size = 0;
}

int encode_tiles(struct tile_plane *t, int tiles, size_t tile_bytes) {
  for (int i = 0; i < tiles; ++i) {
    t->needed = tile_bytes;
    if (!plane_reserve(t))
      return -1;
    memset(t->data, i, t->needed);
  }
  return 0;
}
