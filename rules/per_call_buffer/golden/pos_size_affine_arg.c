// Affine size through a constant argument: histogram_pass mallocs n * sizeof(double) + 64, called with n = 1 << 17 from a loop in use_size_args.c.
#include <stdlib.h>
#include <string.h>

double histogram_pass(const double *samples, size_t n) {
  double *bins = malloc(n * sizeof(double) + 64); // EXPECT: faultline-per-call-buffer
  if (!bins)
    return 0.0;
  memset(bins, 0, n * sizeof(double) + 64);
  for (size_t i = 0; i < n; ++i)
    bins[(size_t)samples[i] % n] += 1.0;
  double peak = bins[0];
  free(bins);
  return peak;
}
