// golden-flags: -O2 pkg:glib-2.0
// Library model (rules/models/glib.yaml): a helper that takes a 2 MiB scratch buffer with
// g_malloc0_n and frees it with g_free on every call, called once per row: a per-call buffer
// through GLib's allocators, as with malloc/free.
#include <glib.h>

gsize glibscratch_transform(const guint8 *row, gsize n);

static gsize glibscratch_row(const guint8 *row, gsize n) {
  guint16 *scratch = g_malloc0_n(1 << 20, sizeof(guint16)); // EXPECT: faultline-per-call-buffer
  gsize out = glibscratch_transform(row, n) + scratch[0];
  g_free(scratch);
  return out;
}

gsize glibscratch_rows(const guint8 *const *rows, int count, gsize n) {
  gsize total = 0;
  for (int i = 0; i < count; ++i)
    total += glibscratch_row(rows[i], n);
  return total;
}
