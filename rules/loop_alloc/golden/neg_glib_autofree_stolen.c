// golden-flags: -O2 pkg:glib-2.0
// g_autofree with g_steal_pointer: each 1 MiB tile is handed to the caller's array, and the
// cleanup at the end of the iteration frees NULL. Nothing is released per iteration.
#include <glib.h>

void autofreestolen_fill(guint8 *tile, gsize size, guint index);

void autofreestolen_tiles(guint8 **tiles, guint count) {
  for (guint i = 0; i < count; ++i) {
    g_autofree guint8 *tile = g_malloc(1024 * 1024);
    autofreestolen_fill(tile, 1024 * 1024, i);
    tiles[i] = g_steal_pointer(&tile);
  }
}
