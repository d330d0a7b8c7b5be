// Product-size wrappers (use_product_alloc.c) that do not churn: both factors constant and small
// (16 x 64 bytes, 64 x 20 bytes through the calloc arm), and a large array allocated once
// before the loop.
#include <stdlib.h>

void *product_alloc(void *ptr, size_t num, size_t size, const char *file, int line);
void *product_array(size_t n, size_t size);

long product_small_each(int nfiles) {
  long total = 0;
  for (int i = 0; i < nfiles; ++i) {
    int *small = product_array(16, 64);
    char *names = product_alloc(NULL, 64, 20, __FILE__, __LINE__);
    total += small[0] + names[0];
    free(names);
    free(small);
  }
  return total;
}

long product_hoisted(int nfiles) {
  long total = 0;
  char *big = product_array(1024, 4096);
  for (int i = 0; i < nfiles; ++i)
    total += big[i];
  free(big);
  return total;
}
