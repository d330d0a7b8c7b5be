// A search loop: try each candidate, and stop at the first that opens. The loop cannot go round
// again after the stream is read and closed, so nothing repeats.
#include <stdio.h>

int read_first_config(const char *const *candidates, int n, char *out, int size) {
  for (int i = 0; i < n; ++i) {
    FILE *f = fopen(candidates[i], "r");
    if (!f)
      continue;
    int got = fgets(out, size, f) != NULL;
    fclose(f);
    return got;
  }
  return 0;
}

int read_main_config(char *out, int size) {
  for (int attempt = 0; attempt < 3; ++attempt) {
    FILE *f = fopen("/etc/app.conf", "r");
    if (!f)
      continue;
    int got = fgets(out, size, f) != NULL;
    fclose(f);
    if (got)
      return 1;
    break;
  }
  return 0;
}
