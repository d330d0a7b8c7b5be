// pos_table_level_initial_value.c's shape with a setting whose initial value selects a small
// entry: level_window[1] = 64 KiB, below glibc's mmap threshold, so the per-call block is served
// from the heap and reused. The size is known (the table's entry), not unknown.
#include <stdlib.h>
#include <string.h>

static const unsigned int level_window[] = {16384, 65536, 1 << 20};
static int window_level = 1;

static void filter_row(const unsigned char *row, unsigned char *out) {
  unsigned char *window = malloc(level_window[window_level]);
  if (!window)
    return;
  memcpy(window, row, 32);
  memcpy(out, window, 32);
  free(window);
}

void filter_rows(const unsigned char **rows, unsigned char **out, int count) {
  for (int i = 0; i < count; ++i)
    filter_row(rows[i], out[i]);
}
