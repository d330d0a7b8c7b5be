// The driver of pos_dgemm_block.c: one call of dgemm_block per block, from a loop in another file.
#include <stddef.h>

void dgemm_block(const double *a, const double *b, double *c, int n);

void dgemm_blocked(const double *const *a, const double *const *b, double *const *c, int blocks) {
  for (int blk = 0; blk < blocks; ++blk)
    dgemm_block(a[blk], b[blk], c[blk], 256);
}
