// A clamp that does not bound the size is still reported (faultline-loop-alloc.md, "Unknown
// sizes", item 11): a branch that assigns the tested variable a value read at run time (one
// that can grow, whatever its type caps it at), a clamp of another variable than the one that
// sizes the block, and a clamp followed by a write that undoes it. Each block is made once per record read from a file.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

void golden_clamp_take(const char *data, size_t size);

void golden_clamp_unbounded(FILE *in) {
  uint64_t count, fallback;
  while (fread(&count, sizeof count, 1, in) == 1 && fread(&fallback, sizeof fallback, 1, in) == 1) {
    if (count > 4096)
      count = fallback;
    char *values = malloc(count); // EXPECT: faultline-loop-alloc note
    golden_clamp_take(values, count);
    free(values);
  }
}

void golden_clamp_other(FILE *in) {
  uint64_t count, size;
  while (fread(&count, sizeof count, 1, in) == 1 && fread(&size, sizeof size, 1, in) == 1) {
    if (count > 4096)
      count = 4096;
    char *values = malloc(size); // EXPECT: faultline-loop-alloc note
    golden_clamp_take(values, count);
    free(values);
  }
}

void golden_clamp_undone(FILE *in) {
  uint64_t count;
  while (fread(&count, sizeof count, 1, in) == 1) {
    if (count > 4096)
      count = 4096;
    count *= 64;
    char *values = malloc(count); // EXPECT: faultline-loop-alloc note
    golden_clamp_take(values, count);
    free(values);
  }
}
