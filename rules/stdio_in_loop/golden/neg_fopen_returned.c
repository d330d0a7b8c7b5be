// Tries candidate paths and returns the first stream that opens: the FILE escapes by return.
#include <stdio.h>

FILE *open_first(const char *const *candidates, int n) {
  for (int i = 0; i < n; ++i) {
    FILE *f = fopen(candidates[i], "r");
    if (!f)
      continue;
    if (fgetc(f) == '#') {
      rewind(f);
      return f;
    }
    fclose(f);
  }
  return NULL;
}
