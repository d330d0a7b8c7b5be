// The counterpart of neg_conditional_stack_fallback.cpp: the local array on the other arm is
// 64 KiB, larger than a page, which says the sizes are expected to be large; the heap side of
// `p = n > sizeof(stack) ? malloc(n) : stack` is then an ordinary per-call buffer, reported
// with its unknown size.
#include <stdlib.h>
#include <string.h>

static size_t checksum_block(const unsigned char *data, size_t n) {
  unsigned char stack[65536];
  unsigned char *copy = n > sizeof(stack) ? malloc(n) : stack; // EXPECT: faultline-per-call-buffer
  if (!copy)
    return 0;
  memcpy(copy, data, n);
  size_t sum = 0;
  for (size_t i = 0; i < n; ++i)
    sum += copy[i];
  if (copy != stack)
    free(copy);
  return sum;
}

size_t checksum_all(const unsigned char *const *blocks, size_t n, int count) {
  size_t total = 0;
  for (int i = 0; i < count; ++i)
    total += checksum_block(blocks[i], n);
  return total;
}
