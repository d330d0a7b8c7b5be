// The tag store neg_tag_names_cross_file.c and pos_tag_values_cross_file.c read, in its own
// translation unit as in a library: each item is a 32-bit little-endian value size, a
// NUL-terminated name and the value. Asked with no buffer, tag_store_name returns the length of
// an item's *name* (a scan to its NUL, through a static helper), tag_store_value the length of
// its *value* (a decoded 32-bit field, as large as a cover image). Only the join knows which one
// a caller's `malloc(len + 1)` measures (FunctionFacts::returnsStringLength).
#include <stddef.h>
#include <stdint.h>
#include <string.h>

struct tag_store {
  const unsigned char *data;
  size_t size;
  int count;
};

static int tag_item_name(const struct tag_store *store, int index, char *out, int size) {
  const unsigned char *p = store->data, *end = store->data + store->size;
  for (int i = 0; i < store->count && end - p > 4; ++i) {
    uint32_t vsize = p[0] | (p[1] << 8) | (p[2] << 16) | ((uint32_t)p[3] << 24);
    int n;
    p += 4;
    for (n = 0; p + n < end && p[n]; ++n)
      ;
    if (i == index) {
      if (!out || !size)
        return n;
      if (n < size) {
        memcpy(out, p, n);
        out[n] = 0;
        return n;
      }
      return size - 1;
    }
    p += n + 1 + vsize;
  }
  return 0;
}

int tag_store_name(const struct tag_store *store, int index, char *out, int size) {
  if (out && size)
    *out = 0;
  if (!store->data)
    return 0;
  return tag_item_name(store, index, out, size);
}

int tag_store_value(const struct tag_store *store, int index, char *out, int size) {
  const unsigned char *p = store->data;
  for (int i = 0; p && i < store->count; ++i) {
    int vsize = p[0] + (p[1] << 8) + (p[2] << 16) + ((uint32_t)p[3] << 24);
    p += 4;
    size_t n = strlen((const char *)p);
    if (i == index) {
      if (out && vsize <= size)
        memcpy(out, p + n + 1, vsize);
      return vsize;
    }
    p += n + 1 + vsize;
  }
  return 0;
}
