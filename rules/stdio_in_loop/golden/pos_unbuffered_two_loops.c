// One unbuffered stream written piecewise in two loops: one finding per loop, at the first
// piecewise write of each.
#include <stdio.h>

int write_matrix(FILE *f, const int *m, int rows, int cols) {
  setvbuf(f, NULL, _IONBF, 0);
  for (int c = 0; c < cols; ++c) {
    fprintf(f, "c%d", c); // EXPECT: faultline-stdio-in-loop
    fputc(c + 1 < cols ? ',' : '\n', f);
  }
  for (int i = 0; i < rows * cols; ++i) {
    fprintf(f, "%d", m[i]); // EXPECT: faultline-stdio-in-loop
    fputc((i + 1) % cols ? ',' : '\n', f);
  }
  return 0;
}
