// golden-flags: -O2 pkg:glib-2.0
// Library model (rules/models/glib.yaml), the silent side: a g_new of a few hundred bytes per
// iteration is served from the heap (far below --min-size), and a large g_new0 whose block is
// kept in the caller's table outlives the iteration (one allocation per entry, not churn).
#include <glib.h>

typedef struct {
  double x, y;
} glibkept_point;

void glibkept_fill(glibkept_point *points, int n);

void glibkept_small(int n) {
  for (int i = 0; i < n; ++i) {
    glibkept_point *points = g_new(glibkept_point, 16);
    glibkept_fill(points, 16);
    g_free(points);
  }
}

void glibkept_table(glibkept_point **table, int n) {
  for (int i = 0; i < n; ++i) {
    table[i] = g_new0(glibkept_point, 1 << 16);
    glibkept_fill(table[i], 1 << 16);
  }
}
