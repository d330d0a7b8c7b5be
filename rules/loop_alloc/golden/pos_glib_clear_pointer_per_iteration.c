// golden-flags: -O2 pkg:glib-2.0
// GLib's g_clear_pointer(&p, g_free): g_free(p) and p = NULL, the idiom of GLib code for a
// release. Its expansion passes the block through a pointer to the local (`_pp = &block;
// _ptr = *_pp; ... g_free(_ptr)`): still the 1 MiB block made and freed per chunk.
#include <glib.h>

gsize clearpointer_pack(const guint8 *chunk, guint8 *out, gsize size);

gsize clearpointer_chunks(const guint8 *const *chunks, guint count) {
  gsize total = 0;
  for (guint i = 0; i < count; ++i) {
    guint8 *block = g_malloc(1024 * 1024); // EXPECT: faultline-loop-alloc
    total += clearpointer_pack(chunks[i], block, 1024 * 1024);
    g_clear_pointer(&block, g_free);
  }
  return total;
}
