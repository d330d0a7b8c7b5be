// A 4 KiB block per iteration is served from the heap and reused by malloc: below --min-size.
#include <stdlib.h>
#include <string.h>

int small_rounds(const char *src, int rounds) {
  int acc = 0;
  for (int r = 0; r < rounds; ++r) {
    char *line = malloc(4096);
    if (!line)
      return -1;
    memcpy(line, src, 4096);
    acc += line[r % 4096];
    free(line);
  }
  return acc;
}
