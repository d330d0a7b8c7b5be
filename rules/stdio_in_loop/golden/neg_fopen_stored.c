// Streams opened in the loop are stored in an array and closed later: they escape the iteration.
#include <stdio.h>

int open_shards(FILE *shards[], const char *const *paths, int n) {
  int opened = 0;
  for (int i = 0; i < n; ++i) {
    shards[i] = fopen(paths[i], "rb");
    opened += shards[i] != NULL;
  }
  return opened;
}

void close_shards(FILE *shards[], int n) {
  for (int i = 0; i < n; ++i)
    if (shards[i])
      fclose(shards[i]);
}
