// aligned_alloc of a 4 MiB, 64-byte aligned tile per iteration.
#include <stdlib.h>
#include <string.h>

float tile_sum(const float *image, int ntiles) {
  float sum = 0.0f;
  for (int t = 0; t < ntiles; ++t) {
    float *tile = aligned_alloc(64, 4u << 20); // EXPECT: faultline-loop-alloc
    if (!tile)
      return -1.0f;
    memcpy(tile, image, 4u << 20);
    sum += tile[t % 1024];
    free(tile);
  }
  return sum;
}
