// The shape of neg_signal_flag_reload.c with a plain (not volatile) flag that the loop itself
// sets on every pass (`mark_dirty()`): clearing it in the branch does not make the branch rare,
// so the open runs on every iteration and is reported.
#include <stdio.h>

static int dirty = 0;

static void mark_dirty(void) { dirty = 1; }

static int append_log(const char *path, const char *text) {
  FILE *f = fopen(path, "a"); // EXPECT: faultline-stdio-in-loop
  if (!f)
    return -1;
  fputs(text, f);
  fclose(f);
  return 0;
}

int run(const char *log, const char *const *items, int n) {
  for (int i = 0; i < n; ++i) {
    mark_dirty();
    if (dirty) {
      dirty = 0;
      append_log(log, items[i]);
    }
  }
  return 0;
}
