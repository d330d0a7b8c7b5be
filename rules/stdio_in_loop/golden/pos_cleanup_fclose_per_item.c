// golden-flags: -O2
// A stream closed by its variable's cleanup attribute (systemd's _cleanup_fclose_ spelling):
// the same /proc file is opened and, at the closing brace, closed again for every item.
#include <stdio.h>

static inline void cleanupfclose_fclosep(FILE **f) {
  if (*f)
    fclose(*f);
}
#define cleanupfclose_cleanup_fclose __attribute__((cleanup(cleanupfclose_fclosep)))

long cleanupfclose_sample(const int *items, int count) {
  long total = 0;
  for (int i = 0; i < count; ++i) {
    cleanupfclose_cleanup_fclose FILE *stat = fopen("/proc/self/stat", "r"); // EXPECT: faultline-stdio-in-loop
    if (!stat)
      return -1;
    int c = fgetc(stat);
    total += c + items[i];
  }
  return total;
}
