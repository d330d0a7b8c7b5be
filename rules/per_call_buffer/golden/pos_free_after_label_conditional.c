// A per-call table freed at a cleanup label whose statements sit in a conditional group
// (`cleanup:` / `#ifdef TABLE_ON_HEAP` / `free(table);` / `#endif`, as htslib's rANS coders
// write it), called per block: faultline-per-call-buffer, in both modes. tree-sitter's C grammar
// takes no preprocessor directive as a label's statement and parsed the first `free` as a
// declaration, so fast mode saw no release; it now drops the group's directives there and reads
// its one branch, as it reads every branch of an undecided group (SplitConditionals.h).
#include <stdlib.h>
#include <string.h>

#define TABLE_ON_HEAP

static int count_pairs(const unsigned char *in, size_t n) {
  int result = -1;
#ifdef TABLE_ON_HEAP
  unsigned *table = calloc(256 * 256, sizeof(*table)); // EXPECT: faultline-per-call-buffer
  if (!table)
    goto cleanup;
#endif
  for (size_t i = 1; i < n; ++i)
    table[in[i - 1] * 256 + in[i]]++;
  result = (int)table[0];
cleanup:
#ifdef TABLE_ON_HEAP
  free(table);
#endif
  return result;
}

int count_all_pairs(const unsigned char *data, size_t blocks, size_t n) {
  int total = 0;
  for (size_t b = 0; b < blocks; ++b)
    total += count_pairs(data + b * n, n);
  return total;
}
