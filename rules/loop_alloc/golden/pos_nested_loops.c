// Nested loops: a 1 MiB block per outer iteration and a 256 KiB block per inner iteration are
// both allocated and freed within one iteration of their innermost loop.
#include <stdlib.h>
#include <string.h>

int grid_pass(int rows, int cols) {
  int acc = 0;
  for (int r = 0; r < rows; ++r) {
    char *row_buf = malloc(1 << 20); // EXPECT: faultline-loop-alloc
    if (!row_buf)
      return -1;
    for (int c = 0; c < cols; ++c) {
      char *cell = malloc(256 * 1024); // EXPECT: faultline-loop-alloc
      if (!cell)
        break;
      memset(cell, c, 256 * 1024);
      row_buf[c % (1 << 20)] = cell[c];
      free(cell);
    }
    acc += row_buf[0];
    free(row_buf);
  }
  return acc;
}
