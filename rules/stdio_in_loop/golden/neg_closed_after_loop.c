// The stream is opened inside the loop (once, on first use) and closed after the loop.
#include <stdio.h>

int append_all(const char *path, const int *values, int n) {
  FILE *out = NULL;
  for (int i = 0; i < n; ++i) {
    if (!out) {
      out = fopen(path, "a");
      if (!out)
        return -1;
    }
    fprintf(out, "%d\n", values[i]);
  }
  if (out)
    fclose(out);
  return 0;
}
