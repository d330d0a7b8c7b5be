// libdivsufsort's divbwt allocates BUCKET_B_SIZE ints per call (256 KiB) and its bwt example
// calls it per block of the input. The size comes from a header default that an `#undef` resets
// only when the build passed an out-of-range value, and from <stdint.h>'s UINT8_MAX: fast mode
// reads both as AST mode does (analyzer/fastmode/HeaderConstants.cpp, FileConstants.cpp).
#include <stdlib.h>
#include "alphabet_sizes.h"

int bucket_transform(const unsigned char *in, int n) {
  int *buckets = (int *)malloc(BUCKET_B_SIZE * sizeof(int)); // EXPECT: faultline-per-call-buffer
  if (!buckets)
    return -1;
  int sum = 0;
  for (int i = 1; i < n; i++)
    sum += ++buckets[(in[i - 1] << 8) | in[i]];
  free(buckets);
  return sum;
}

int transform_blocks(const unsigned char *data, int blocks, int size) {
  int total = 0;
  for (int b = 0; b < blocks; b++)
    total += bucket_transform(data + (size_t)b * size, size);
  return total;
}
