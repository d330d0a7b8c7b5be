// The fix of the DGEMM case: pack_block takes its workspace from the caller, which allocates it once before the loop and frees it after.
#include <stdlib.h>
#include <string.h>

static void pack_block(const double *a, double *workspace, int n) {
  for (int i = 0; i < n; ++i)
    memcpy(workspace + (size_t)i * n, a + (size_t)i * n, sizeof(double) * (size_t)n);
}

int pack_all_blocks(const double *const *blocks, int count, int n) {
  double *workspace = malloc(sizeof(double) * (size_t)n * (size_t)n);
  if (!workspace)
    return -1;
  for (int b = 0; b < count; ++b)
    pack_block(blocks[b], workspace, n);
  free(workspace);
  return 0;
}
