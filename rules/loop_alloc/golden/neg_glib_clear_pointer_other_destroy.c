// golden-flags: -O2 pkg:glib-2.0
// g_clear_pointer with a destroy function that keeps the block: it hands it to a pool the
// caller owns instead of freeing it. Nothing is released per iteration.
#include <glib.h>

void clearpool_return(gpointer block);
gsize clearpool_fill(guint8 *block, gsize size, guint index);

gsize clearpool_chunks(guint count) {
  gsize total = 0;
  for (guint i = 0; i < count; ++i) {
    guint8 *block = g_malloc(1024 * 1024);
    total += clearpool_fill(block, 1024 * 1024, i);
    g_clear_pointer(&block, clearpool_return);
  }
  return total;
}
