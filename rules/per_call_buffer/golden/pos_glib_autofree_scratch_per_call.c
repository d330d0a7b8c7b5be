// golden-flags: -O2 pkg:glib-2.0
// GLib's g_autofree on a helper's 4 MiB scratch buffer: g_autoptr_cleanup_generic_gfree frees
// it when the helper returns, on every call, and the helper runs once per image of the batch.
#include <glib.h>

gsize autofreescratch_filter(const guint8 *image, guint8 *scratch, gsize size);

static gsize autofreescratch_one(const guint8 *image, gsize size) {
  g_autofree guint8 *scratch = g_malloc(4 * 1024 * 1024); // EXPECT: faultline-per-call-buffer
  return autofreescratch_filter(image, scratch, size);
}

gsize autofreescratch_batch(const guint8 *const *images, guint count, gsize size) {
  gsize total = 0;
  for (guint i = 0; i < count; ++i)
    total += autofreescratch_one(images[i], size);
  return total;
}
