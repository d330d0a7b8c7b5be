// Code parked under `#if 0` is never compiled, in any configuration: the reopen-per-iteration
// loop below is dead text and its `#else` branch (one open before the loop) is what builds.
// Fast mode reads every branch of other groups, but not this one. Not a finding.
#include <stdio.h>

long sum_lines(const char *path, int rounds) {
  long lines = 0;
  char line[512];
#if 0
  /* old version: reopened the file for every round */
  for (int i = 0; i < rounds; ++i) {
    FILE *f = fopen(path, "r");
    if (!f)
      return -1;
    while (fgets(line, sizeof line, f))
      ++lines;
    fclose(f);
  }
#else
  FILE *f = fopen(path, "r");
  if (!f)
    return -1;
  for (int i = 0; i < rounds; ++i) {
    rewind(f);
    while (fgets(line, sizeof line, f))
      ++lines;
  }
  fclose(f);
#endif
  return lines;
}

#if (0) // a whole function kept for reference
long count_again(const char *path, int rounds) {
  long n = 0;
  for (int i = 0; i < rounds; ++i) {
    FILE *f = fopen(path, "r");
    if (f) {
      while (fgetc(f) != EOF)
        ++n;
      fclose(f);
    }
  }
  return n;
}
#endif
