// The same guard shape, but the right side fills a local, not the static it tests: the 128 KiB
// scratch is allocated and freed on every call (neg_memo_filled_in_guard.c is the memo).
#include <stdlib.h>
#include <string.h>

#define SCRATCH_BYTES (1024 * 64 * 2)

static char *shared_table;

int checksum_once(const char *data, size_t n) {
  char *scratch = NULL;
  if (!shared_table && !(scratch = malloc(SCRATCH_BYTES))) // EXPECT: faultline-per-call-buffer
    return -1;
  int sum = 0;
  if (scratch) {
    memcpy(scratch, data, n < SCRATCH_BYTES ? n : SCRATCH_BYTES);
    for (size_t i = 0; i < n && i < SCRATCH_BYTES; i++)
      sum += scratch[i];
  }
  free(scratch);
  return sum;
}

int checksum_all(const char **items, const size_t *sizes, int n) {
  int total = 0;
  for (int i = 0; i < n; i++)
    total += checksum_once(items[i], sizes[i]);
  return total;
}
