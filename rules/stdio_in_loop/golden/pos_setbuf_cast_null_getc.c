// The loop of neg_terminal_password_unbuffered.c on a file named by the caller: made unbuffered
// with a null buffer spelt through a cast (`(char *)NULL`, a null pointer though no null
// pointer constant of C), every getc is a read(2). AST mode had taken the cast for a buffer.
#include <stdio.h>

long count_lines(const char *path) {
  FILE *fi = fopen(path, "r");
  long lines = 0;
  int c;
  if (!fi)
    return -1;
  setbuf(fi, (char *)NULL);
  while ((c = getc(fi)) != EOF) // EXPECT: faultline-stdio-in-loop
    lines += c == '\n';
  fclose(fi);
  return lines;
}
