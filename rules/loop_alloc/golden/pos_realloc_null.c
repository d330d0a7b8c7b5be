// realloc(NULL, n) is malloc(n): a 1 MiB block made and freed in every iteration.
#include <stdlib.h>
#include <string.h>

int count_nonzero(const char *const *inputs, int n) {
  int count = 0;
  for (int i = 0; i < n; ++i) {
    char *copy = realloc(NULL, 1 << 20); // EXPECT: faultline-loop-alloc
    if (!copy)
      return -1;
    strncpy(copy, inputs[i], (1 << 20) - 1);
    copy[(1 << 20) - 1] = '\0';
    count += copy[0] != '\0';
    free(copy);
  }
  return count;
}
