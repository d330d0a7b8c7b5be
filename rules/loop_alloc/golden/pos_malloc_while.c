// malloc/free of 1 MiB inside a while loop (the shape of article 000's malloc_test).
#include <stdlib.h>
#include <string.h>

int checksum_blocks(const unsigned char *src, size_t nblocks) {
  size_t i = 0;
  int sum = 0;
  while (i < nblocks) {
    unsigned char *block = malloc(1 << 20); // EXPECT: faultline-loop-alloc
    if (block == NULL)
      break;
    memset(block, (int)src[i], 1 << 20);
    sum += block[(i * 4099) % (1 << 20)];
    free(block);
    ++i;
  }
  return sum;
}
