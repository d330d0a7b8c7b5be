// fill_slot mallocs 1 MiB into a slot the caller owns; the caller calls it in a loop and releases every slot only after the loop.
#include <stdlib.h>
#include <string.h>

static int fill_slot(unsigned char **slot, unsigned char seed) {
  *slot = malloc(1 << 20);
  if (!*slot)
    return -1;
  memset(*slot, seed, 1 << 20);
  return 0;
}

int fill_ring(unsigned char **ring, int slots) {
  int failed = 0;
  for (int i = 0; i < slots; ++i)
    failed += fill_slot(&ring[i], (unsigned char)i) != 0;
  for (int i = 0; i < slots; ++i)
    free(ring[i]);
  return failed;
}
