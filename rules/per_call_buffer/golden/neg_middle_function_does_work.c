// The same scratch two calls below a loop, but the function in between is not a forwarder: it
// has a loop of its own (it checksums the chunk) besides the call, so it is real work between
// the loop and the allocation and the depth limit of unknown sizes applies as before
// (faultline-per-call-buffer.md, "Forwarders"): silent.
#include <stdlib.h>
#include <string.h>

struct fw_table {
  size_t row_items, item_size;
  unsigned char *data;
};

static int fw_copy_row(struct fw_table *t, unsigned char *out, size_t row) {
  unsigned char *scratch = malloc(t->row_items * t->item_size);
  if (!scratch)
    return -1;
  memcpy(scratch, t->data + row * t->item_size, t->item_size);
  memcpy(out, scratch, t->item_size);
  free(scratch);
  return 0;
}

int fw_get_row_summed(struct fw_table *t, unsigned char *out, size_t row, unsigned *sum) {
  if (fw_copy_row(t, out, row) < 0)
    return -1;
  for (size_t i = 0; i < t->item_size; ++i)
    *sum += out[i];
  return 0;
}

int fw_sum_rows(struct fw_table *t, unsigned char *out, size_t n, unsigned *sum) {
  for (size_t r = 0; r < n; ++r)
    if (fw_get_row_summed(t, out, r, sum) < 0)
      return -1;
  return 0;
}
