// A loop calls a forwarder (argument checks that return early through an error printer, then a
// call of the next function with its own parameters, its result returned): the forwarder adds
// no distance, so the callee's per-call scratch of unknown size (a field of the object handed
// down) is reported as if the loop called it directly (faultline-per-call-buffer.md,
// "Forwarders"). Without the forwarder rule it is two calls below the loop and stays silent.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct fw_grid {
  size_t chunk_items, item_size;
  unsigned char *data;
};

static const char *fw_error_text(int rc) { return rc == -1 ? "null pointer" : "failure"; }

static int fw_copy_chunk(struct fw_grid *g, unsigned char *out, size_t index) {
  unsigned char *scratch = malloc(g->chunk_items * g->item_size); // EXPECT: faultline-per-call-buffer
  if (!scratch)
    return -1;
  memcpy(scratch, g->data + index * g->item_size, g->item_size);
  memcpy(out, scratch, g->item_size);
  free(scratch);
  return 0;
}

int fw_get_chunk(struct fw_grid *g, unsigned char *out, size_t index) {
  if (!g || !out) {
    fprintf(stderr, "fw_get_chunk: %s\n", fw_error_text(-1));
    return -1;
  }
  return fw_copy_chunk(g, out, index);
}

int fw_concatenate(struct fw_grid *g, unsigned char *out, size_t n) {
  for (size_t i = 0; i < n; ++i)
    if (fw_get_chunk(g, out + i * g->item_size, i) < 0)
      return -1;
  return 0;
}
