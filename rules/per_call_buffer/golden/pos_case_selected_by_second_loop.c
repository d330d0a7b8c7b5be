// One dispatcher, two loops passing it different constants. The first loop found selects the
// cheap `case`; the second selects the one that churns a 4 MiB scratch buffer per call (through
// a helper) and, under an `if` on the same mode, a 2 MiB one in the dispatcher itself. Both are
// per-call buffers of the second loop: a path that passes other constants is explored too
// (HotPath::alternatives), not only the first one found.
#include <stdlib.h>
#include <string.h>

static void deep_pass(unsigned char *data, size_t n) {
  unsigned char *scratch = malloc(4 << 20); // EXPECT: faultline-per-call-buffer
  if (!scratch)
    return;
  memcpy(scratch, data, n < (4 << 20) ? n : (4 << 20));
  data[0] = scratch[n / 2];
  free(scratch);
}

static void quick_pass(unsigned char *data) { data[0] ^= 1; }

void run_pass(int mode, unsigned char *data, size_t n) {
  switch (mode) {
  case 1:
    quick_pass(data);
    break;
  case 2:
    deep_pass(data, n);
    break;
  }
  if (mode == 2) {
    unsigned char *copy = malloc(2 << 20); // EXPECT: faultline-per-call-buffer
    if (!copy)
      return;
    memcpy(copy, data, n < (2 << 20) ? n : (2 << 20));
    data[1] = copy[0];
    free(copy);
  }
}

void quick_all(unsigned char **items, size_t count, size_t n) {
  for (size_t i = 0; i < count; ++i)
    run_pass(1, items[i], n);
}

void deep_all(unsigned char **items, size_t count, size_t n) {
  for (size_t i = 0; i < count; ++i)
    run_pass(2, items[i], n);
}
