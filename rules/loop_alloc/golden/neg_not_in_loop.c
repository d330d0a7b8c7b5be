// A 1 MiB block allocated and freed once, outside any loop, in a function nobody calls in a loop.
#include <stdlib.h>
#include <string.h>

int one_shot(const char *src) {
  char *copy = malloc(1 << 20);
  if (!copy)
    return -1;
  memcpy(copy, src, 1 << 20);
  int first = copy[0];
  free(copy);
  return first;
}
