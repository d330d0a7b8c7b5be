// An affine size n * sizeof(double) + 64 whose only hot call (use_size_locals.c) passes n = 16: 192 bytes, no finding.
#include <stdlib.h>

double stats_window(const double *values, size_t n) {
  double *sorted = malloc(n * sizeof(double) + 64);
  if (!sorted)
    return 0.0;
  double sum = 0.0;
  for (size_t i = 0; i < n; ++i) {
    sorted[i] = values[i];
    sum += sorted[i];
  }
  free(sorted);
  return sum / (double)n;
}
