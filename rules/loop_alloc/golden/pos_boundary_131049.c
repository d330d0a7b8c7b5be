// 131,049 bytes is the smallest request glibc serves with mmap at the default 128 KiB threshold
// (chunk = request + 8 rounded up to 16 = 131,072): the first size that counts.
#include <stdlib.h>
#include <string.h>

int probe(int rounds) {
  int n = 0;
  for (int r = 0; r < rounds; ++r) {
    char *p = malloc(131049); // EXPECT: faultline-loop-alloc
    if (!p)
      return -1;
    memset(p, 1, 131049);
    n += p[131048];
    free(p);
  }
  return n;
}
