// The counterpart of neg_dash_selects_stdin.c: the same "-"-or-a-file reader called in a loop
// with one constant file name. The conditional picks the fopen arm on every call, so the same
// file is opened and closed once per iteration.
#include <stdio.h>
#include <string.h>

static int count_lines(const char *file) {
  FILE *f = !strcmp(file, "-") ? stdin : fopen(file, "r"); // EXPECT: faultline-stdio-in-loop
  if (!f)
    return -1;
  int n = 0, c;
  while ((c = fgetc(f)) != EOF)
    n += c == '\n';
  if (f != stdin)
    fclose(f);
  return n;
}

int count_config_passes(int passes) {
  int total = 0;
  for (int i = 0; i < passes; ++i)
    total += count_lines("app.conf");
  return total;
}
