// Allocator wrappers sized num * size (use_product_alloc.c): with both factors constant at the
// call the size is known (256 x 8192 = 2 MiB, 1024 x 1024 = 1 MiB); with one constant factor
// (sizeof) it is that factor times the other argument, which here is read at run time and can
// grow: an unknown size, reported as a note under the unknown-size policy.
#include <stdlib.h>
#include <unistd.h>

void *product_alloc(void *ptr, size_t num, size_t size, const char *file, int line);
void *product_array(size_t n, size_t size);
#define product_new_array(type, num) \
  ((type *)product_alloc(NULL, (num), sizeof(type), __FILE__, __LINE__))

struct product_sum {
  unsigned sum1;
  char sum2[16];
};

long product_sum_files(int fd, int nfiles) {
  long total = 0;
  for (int i = 0; i < nfiles; ++i) {
    char *window = product_alloc(NULL, 256, 8192, __FILE__, __LINE__); // EXPECT: faultline-loop-alloc warning
    unsigned *table = product_array(1024, 1024); // EXPECT: faultline-loop-alloc warning
    if (read(fd, window, 256 * 8192) > 0)
      total += window[0] + (long)table[0];
    free(table);
    free(window);
  }
  return total;
}

long product_sum_blocks(int fd, int nfiles) {
  long total = 0;
  for (int i = 0; i < nfiles; ++i) {
    size_t count = 0;
    if (read(fd, &count, sizeof count) != sizeof count)
      break;
    struct product_sum *sums = product_new_array(struct product_sum, count); // EXPECT: faultline-loop-alloc note
    if (read(fd, sums, count * sizeof *sums) > 0)
      total += sums[0].sum1;
    free(sums);
  }
  return total;
}
