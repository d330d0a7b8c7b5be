// Benchmark (b): an allocation-heavy run, millions of small blocks (16..512 bytes) from a few
// call sites, some kept alive in a ring so the allocator does real work.
#include <stdlib.h>
#include <string.h>

enum { RING = 4096 };

int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : 4000000;
  static char *ring[RING];
  unsigned long sum = 0;
  for (long i = 0; i < n; ++i) {
    size_t size = 16 + (size_t)(i * 7919 % 497);
    char *p = (i & 1) ? malloc(size) : calloc(1, size);
    p[0] = (char)i;
    size_t slot = (size_t)i % RING;
    if (ring[slot]) {
      sum += (unsigned char)ring[slot][0];
      free(ring[slot]);
    }
    ring[slot] = p;
  }
  for (int i = 0; i < RING; ++i)
    free(ring[i]);
  return (int)(sum & 1);
}
