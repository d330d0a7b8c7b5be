// Article 000 (CXML DGEMM): the blocked kernel mallocs its packing scratch buffer for every block
// and frees it at the end of the block, so every block maps and faults in fresh pages.
#include <stdlib.h>
#include <string.h>

enum { MB = 256, KB = 256 };

void dgemm_nn(int m, int n, int k, const double *a, const double *b, double *c) {
  for (int i0 = 0; i0 < m; i0 += MB) {
    int mb = m - i0 < MB ? m - i0 : MB;
    double *packed = malloc(sizeof(double) * MB * KB); // EXPECT: faultline-loop-alloc
    if (!packed)
      return;
    for (int p0 = 0; p0 < k; p0 += KB) {
      int kb = k - p0 < KB ? k - p0 : KB;
      for (int i = 0; i < mb; ++i)
        memcpy(packed + i * KB, a + (size_t)(i0 + i) * k + p0, sizeof(double) * kb);
      for (int i = 0; i < mb; ++i)
        for (int j = 0; j < n; ++j) {
          double s = 0.0;
          for (int p = 0; p < kb; ++p)
            s += packed[i * KB + p] * b[(size_t)(p0 + p) * n + j];
          c[(size_t)(i0 + i) * n + j] += s;
        }
    }
    free(packed);
  }
}
