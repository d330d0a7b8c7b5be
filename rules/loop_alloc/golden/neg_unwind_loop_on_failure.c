// openjpeg's opj_jp2_apply_pclr shape: each component plane is allocated into new_comps[i].data
// in a loop; when one allocation fails, a `while (i > 0) { --i; free(...); }` loop unwinds the
// planes made so far and the function returns failure. On success the array (and every plane)
// becomes the image's: the free in the unwinding loop is error cleanup, not a per-iteration
// release, so nothing is allocated and freed per iteration.
#include <stdlib.h>

void *plane_alloc(size_t size); // use_plane_wrappers.c
void plane_free(void *p);

typedef int BOOL;
#define FALSE 0
#define TRUE 1

struct comp {
  unsigned w, h;
  int *data;
};

struct image {
  unsigned numcomps;
  struct comp *comps;
};

BOOL apply_palette(struct image *image, unsigned n) {
  struct comp *old_comps = image->comps;
  struct comp *new_comps = malloc(n * sizeof(struct comp));
  unsigned i;
  if (!new_comps)
    return FALSE;
  for (i = 0; i < n; ++i) {
    new_comps[i] = old_comps[i];
    new_comps[i].data = malloc(sizeof(int) * old_comps[i].w * old_comps[i].h);
    if (!new_comps[i].data) {
      while (i > 0) {
        --i;
        free(new_comps[i].data);
      }
      free(new_comps);
      return FALSE;
    }
  }
  free(old_comps);
  image->comps = new_comps;
  image->numcomps = n;
  return TRUE;
}

// The same through allocation wrappers defined in another file (opj_image_data_alloc /
// opj_image_data_free), whose releases only the join knows, and a `*_FALSE` result.
#define LIB_FALSE 0
#define LIB_TRUE 1
BOOL copy_planes(struct image *image, const struct image *src) {
  struct comp *comps = malloc(src->numcomps * sizeof(struct comp));
  if (!comps)
    return LIB_FALSE;
  for (unsigned c = 0; c < src->numcomps; c++) {
    comps[c] = src->comps[c];
    comps[c].data = plane_alloc(sizeof(int) * src->comps[c].w * src->comps[c].h);
    if (!comps[c].data) {
      while (c-- > 0)
        plane_free(comps[c].data);
      free(comps);
      return LIB_FALSE;
    }
  }
  image->comps = comps;
  image->numcomps = src->numcomps;
  return LIB_TRUE;
}
