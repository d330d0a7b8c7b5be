// neg_capacity_kept_two_branch.c through allocation wrappers defined in another file
// (use_record_wrappers.c), as openjpeg's opj_alloc_tile_component_data calls
// opj_image_data_alloc / opj_image_data_free: only the join knows they allocate and release.
// A grow-only cache in two branches: the block lives
// in a field with a size field next to it; the first branch allocates when there is none yet,
// the second frees the previous, smaller block and stores a larger one in the same field. The
// free releases the block of an earlier call, never the one this call allocates, and the block
// is otherwise released only at destroy time: nothing is released per call.
#include <stddef.h>

void *rec_malloc(size_t size); // use_record_wrappers.c
void rec_free(void *p);
#include <string.h>

struct wrapped_plane {
  int *data;
  size_t size;
  size_t needed;
  int owns;
};

int wrapped_plane_reserve(struct wrapped_plane *t) {
  if (t->data == NULL || (t->needed > t->size && !t->owns)) {
    t->data = rec_malloc(t->needed);
    if (!t->data && t->needed != 0)
      return 0;
    t->size = t->needed;
    t->owns = 1;
  } else if (t->needed > t->size) {
    /* the old contents are not needed */
    rec_free(t->data);
    t->data = rec_malloc(t->needed);
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

void wrapped_plane_destroy(struct wrapped_plane *t) {
  rec_free(t->data);
  t->data = NULL;
  t->size = 0;
}

int encode_wrapped_tiles(struct wrapped_plane *t, int tiles, size_t tile_bytes) {
  for (int i = 0; i < tiles; ++i) {
    t->needed = tile_bytes;
    if (!wrapped_plane_reserve(t))
      return -1;
    memset(t->data, i, t->needed);
  }
  return 0;
}
