// The counterpart of neg_dash_tested_by_characters.c: the test around the call fixes only the
// first character (`arg[0] == '-'`: "-", but also "-log", "-x.txt"), or the argument is
// rewritten after the test, so the reader may take its fopen arm with a different file on each
// iteration and read it a character at a time (unbuffered piecewise reads of a fresh stream
// per iteration stay a finding: faultline-stdio-in-loop.md, "Per-item files are not churn").
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

int count_dashed_arguments(char **argv, const char *fallback) {
  int total = 0;
  while (*argv) {
    const char *arg = *argv++;
    if (arg[0] == '-')
      total += count_lines(arg);
    if (arg[0] == '-' && arg[1] == 0) {
      arg = fallback;
      total += count_lines(arg);
    }
  }
  return total;
}
