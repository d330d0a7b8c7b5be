// The fix: the 1 MiB scratch block is allocated once before the loop and reused by every iteration.
#include <stdlib.h>
#include <string.h>

double sum_rows_hoisted(const double *rows, int nrows, int ncols) {
  double total = 0.0;
  double *tmp = malloc(1024 * 1024);
  if (!tmp)
    return -1.0;
  for (int r = 0; r < nrows; ++r) {
    memcpy(tmp, rows + (size_t)r * ncols, (size_t)ncols * sizeof(double));
    for (int c = 0; c < ncols; ++c)
      total += tmp[c];
  }
  free(tmp);
  return total;
}
