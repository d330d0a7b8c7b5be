// A hash table of 2^18 ints (1 MiB) allocated and freed per block: its size is an enumerator of
// the project's own header (`enum { HASH_BITS = 18, HASH_ENTRIES = 1 << HASH_BITS };`, the way
// lzip and many C code bases spell their constants). Fast mode reads the enumerators of the
// quoted headers a file includes, as it reads their value macros, so both modes size it.
#include <stdlib.h>
#include <string.h>

#include "table_sizes.h"

static int count_matches(const unsigned char *block, int n) {
  int *heads = malloc(HASH_ENTRIES * sizeof(int)); // EXPECT: faultline-per-call-buffer
  if (!heads)
    return -1;
  memset(heads, 0, HASH_ENTRIES * sizeof(int));
  int matches = 0;
  for (int i = 2; i < n; i++) {
    unsigned h = ((unsigned)block[i - 2] << 10 ^ (unsigned)block[i - 1] << 5 ^ block[i]) % HASH_ENTRIES;
    matches += heads[h] != 0;
    heads[h] = i;
  }
  free(heads);
  return matches;
}

int count_all(const unsigned char *data, int nblocks, int block_size) {
  int total = 0;
  for (int b = 0; b < nblocks; b++)
    total += count_matches(data + b * block_size, block_size);
  return total;
}
