// A clamp bounds the size (faultline-loop-alloc.md, "Unknown sizes", item 11): a test of the
// size whose branch does not leave but assigns the tested variable a bounded value. On that
// branch the size is what was assigned (a constant, or a value with a proved bound); on the other
// it passed the test. Every path reaches the allocation at most K: nothing is reported although
// each block is made once per record read from a file.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

void golden_clamp_use(const char *data, size_t size);

// A count truncated to what a dump prints.
void golden_clamp_dump(FILE *in) {
  uint64_t count;
  while (fread(&count, sizeof count, 1, in) == 1) {
    if (count > 4096)
      count = 4096;
    char *values = malloc(count);
    if (!values)
      return;
    if (fread(values, 1, count, in) != count) {
      free(values);
      return;
    }
    golden_clamp_use(values, count);
    free(values);
  }
}

// The branch clamps to a constant expression among other statements, and `>=` tests.
void golden_clamp_records(FILE *in) {
  int64_t size;
  while (fread(&size, sizeof size, 1, in) == 1) {
    int truncated = 0;
    if (size >= 60000) {
      truncated = 1;
      size = 16 * 1024 - 1;
    }
    char *record = malloc((size_t)size + 1);
    if (!record)
      return;
    record[0] = (char)truncated;
    golden_clamp_use(record, (size_t)size);
    free(record);
  }
}
