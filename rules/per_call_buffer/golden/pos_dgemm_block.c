// Article 000 across files: dgemm_block mallocs its packing scratch on every call and a loop in use_dgemm_driver.c calls it once per block.
#include <stdlib.h>
#include <string.h>

enum { DGEMM_NB = 256 };

void dgemm_block(const double *a, const double *b, double *c, int n) {
  double *packed = malloc(sizeof(double) * DGEMM_NB * DGEMM_NB); // EXPECT: faultline-per-call-buffer
  if (!packed)
    return;
  for (int i = 0; i < n; ++i)
    memcpy(packed + (size_t)i * DGEMM_NB, a + (size_t)i * n, sizeof(double) * (size_t)n);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      double s = 0.0;
      for (int p = 0; p < n; ++p)
        s += packed[(size_t)i * DGEMM_NB + p] * b[(size_t)p * n + j];
      c[(size_t)i * n + j] += s;
    }
  free(packed);
}
