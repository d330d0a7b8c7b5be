// golden-flags: -O2 pkg:glib-2.0
// Library model (rules/models/glib.yaml): GLib's allocators through its real headers at -O2,
// where g_new(T, n) is a statement expression choosing between g_malloc(n),
// g_malloc(n * sizeof(T)) and g_malloc_n(n, sizeof(T)): one block per g_new, sized n * sizeof(T),
// however many of the three calls the expansion holds. Each frame's index, pixel and text
// buffers are allocated and freed on every iteration: faultline-loop-alloc, one finding each.
#include <glib.h>

typedef struct {
  int width, height;
} glibnew_frame;

void glibnew_decode(guint8 *dst, const glibnew_frame *frame);

void glibnew_frames(const glibnew_frame *frames, int n) {
  for (int i = 0; i < n; ++i) {
    guint8 *index = g_new(guint8, 1 << 20);    // EXPECT: faultline-loop-alloc warning
    guint32 *pixels = g_new0(guint32, 1 << 18); // EXPECT: faultline-loop-alloc warning
    gchar *text = g_malloc(1 << 20);            // EXPECT: faultline-loop-alloc warning
    glibnew_decode(index, &frames[i]);
    glibnew_decode((guint8 *)pixels, &frames[i]);
    glibnew_decode((guint8 *)text, &frames[i]);
    g_free(text);
    g_free(pixels);
    g_free(index);
  }
}
