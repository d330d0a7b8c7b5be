// malloc/free of 1 MiB inside a do-while body: the loop kind must not matter.
#include <stdlib.h>
#include <string.h>

extern int next_record(char *dst, size_t cap);

long drain_records(void) {
  long total = 0;
  int got;
  do {
    char *rec = malloc(1024 * 1024); // EXPECT: faultline-loop-alloc
    if (!rec)
      return -1;
    got = next_record(rec, 1024 * 1024);
    total += got > 0 ? got : 0;
    free(rec);
  } while (got > 0);
  return total;
}
