// `names` is an array of 4096 pointers: `sizeof(names[0])` is one pointer (8 bytes), so the copy
// of the first 64 names is 512 bytes per call, far below any page. Read as C reads the
// declarator (the array constructor is nearest the name), not as 4096 chars per element.
#include <stdlib.h>
#include <string.h>

static char *names[4096];

static int first_names_sorted(void) {
  char **copy = malloc(64 * sizeof(names[0]));
  if (!copy)
    return -1;
  memcpy(copy, names, 64 * sizeof(names[0]));
  int sorted = 1;
  for (int i = 1; i < 64; i++)
    if (copy[i - 1] && copy[i] && strcmp(copy[i - 1], copy[i]) > 0)
      sorted = 0;
  free(copy);
  return sorted;
}

int count_sorted_rounds(int rounds) {
  int n = 0;
  for (int r = 0; r < rounds; r++)
    n += first_names_sorted();
  return n;
}
