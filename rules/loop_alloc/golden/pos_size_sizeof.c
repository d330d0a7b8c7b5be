// sizeof arithmetic: n * sizeof(double) with a local constant n = 1 << 17 is 1 MiB.
#include <stdlib.h>

double mean_of_squares(const double *x, int rounds) {
  const int n = 1 << 17;
  double acc = 0.0;
  for (int r = 0; r < rounds; ++r) {
    double *sq = malloc(n * sizeof(double)); // EXPECT: faultline-loop-alloc
    if (!sq)
      return -1.0;
    for (int i = 0; i < n; ++i)
      sq[i] = x[i] * x[i];
    for (int i = 0; i < n; ++i)
      acc += sq[i];
    free(sq);
  }
  return acc / ((double)n * rounds);
}
