// A reader that takes "-" for stdin and opens any other name (git's split_mbox:
// `FILE *f = !strcmp(file, "-") ? stdin : fopen(file, "r");`), called in a loop with the literal
// "-": on this path the conditional always picks stdin, so the fopen arm never runs. The same
// holds for the `if (!strcmp(name, "-")) ... else fopen(...)` spelling.
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

static int count_words(const char *name) {
  FILE *in;
  if (strcmp(name, "-") == 0)
    in = stdin;
  else
    in = fopen(name, "r");
  if (!in)
    return -1;
  int n = 0, c;
  while ((c = getc(in)) != EOF)
    n += c == ' ';
  if (in != stdin)
    fclose(in);
  return n;
}

int count_stdin_sections(int sections) {
  int total = 0;
  for (int i = 0; i < sections; ++i)
    total += count_lines("-") + count_words("-");
  return total;
}
