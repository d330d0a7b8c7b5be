// golden-flags: -O2 pkg:glib-2.0
// GLib's g_autofree: g_autoptr_cleanup_generic_gfree(&frame) runs at the end of every
// iteration and g_frees the 2 MiB frame buffer; a per-frame block although no g_free is written.
#include <glib.h>

gsize autofree_decode(const guint8 *packet, guint8 *frame, gsize size);

gsize autofree_frames(const guint8 *const *packets, guint count) {
  gsize total = 0;
  for (guint i = 0; i < count; ++i) {
    g_autofree guint8 *frame = g_malloc(2 * 1024 * 1024); // EXPECT: faultline-loop-alloc
    total += autofree_decode(packets[i], frame, 2 * 1024 * 1024);
  }
  return total;
}
