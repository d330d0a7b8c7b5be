// A table declared as a pointer to rows, `int (*freq)[256]`, allocated with `sizeof(*freq)` per
// row: *freq is one row of 256 ints (1 KiB), so 256 rows are 256 KiB, calloc'ed and freed on
// every call of build_order1_table, called per block (htslib's rANS order-1 encoder,
// rans_compress_O1's frequency table F).
#include <stdlib.h>

static int build_order1_table(const unsigned char *in, size_t n) {
  int (*freq)[256] = NULL;
  freq = calloc(256, sizeof(*freq)); // EXPECT: faultline-per-call-buffer
  if (!freq)
    return -1;
  for (size_t i = 1; i < n; i++)
    freq[in[i - 1]][in[i]]++;
  int used = 0;
  for (int a = 0; a < 256; a++)
    for (int b = 0; b < 256; b++)
      used += freq[a][b] != 0;
  free(freq);
  return used;
}

int compress_blocks(const unsigned char *data, size_t nblocks, size_t block_size) {
  int total = 0;
  for (size_t b = 0; b < nblocks; b++)
    total += build_order1_table(data + b * block_size, block_size);
  return total;
}
