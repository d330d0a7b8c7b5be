// A "-"-or-a-file reader (git's split_mbox) called in a loop over the arguments only where a
// test around the call fixes the argument to "-": `arg[0] == '-' && arg[1] == 0` spells the
// string character by character, `!strcmp(arg, "-")` and `strcmp(arg, "-") == 0` whole. On
// those paths the reader's `!strcmp(file, "-") ? stdin : fopen(file, "r")` picks stdin, as for
// the literal "-" (neg_dash_selects_stdin.c). Not a finding.
#include <stdio.h>
#include <string.h>

static int count_lines(const char *file) {
  FILE *f = !strcmp(file, "-") ? stdin : fopen(file, "r");
  if (!f)
    return -1;
  int n = 0, c;
  while ((c = fgetc(f)) != EOF)
    n += c == '\n';
  if (f != stdin)
    fclose(f);
  return n;
}

int count_stdin_arguments(char **argv) {
  int total = 0;
  while (*argv) {
    const char *arg = *argv++;
    if (arg[0] == '-' && arg[1] == 0) {
      total += count_lines(arg);
      continue;
    }
    if (!strcmp(arg, "-"))
      total += count_lines(arg);
    else if (*arg == '-' && !arg[1])
      total += count_lines(arg);
    if (strcmp(arg, "-") == 0)
      total += count_lines(arg);
  }
  return total;
}
