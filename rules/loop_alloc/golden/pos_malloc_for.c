// A 1 MiB scratch block malloc'd and freed in every iteration of a for loop: faults on every
// iteration once the mmap threshold is pinned (257 faults per iteration measured here).
#include <stdlib.h>
#include <string.h>

double sum_rows(const double *rows, int nrows, int ncols) {
  double total = 0.0;
  for (int r = 0; r < nrows; ++r) {
    double *tmp = malloc(1024 * 1024); // EXPECT: faultline-loop-alloc warning
    if (!tmp)
      return -1.0;
    memcpy(tmp, rows + (size_t)r * ncols, (size_t)ncols * sizeof(double));
    for (int c = 0; c < ncols; ++c)
      total += tmp[c];
    free(tmp);
  }
  return total;
}
