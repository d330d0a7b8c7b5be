// A stream opener whose two arms both open (patchutils' xpipe: `if (*mode == 'r') res =
// fdopen(fildes[0], "r"); else res = fdopen(fildes[1], "w");`): every call opens one, whichever
// arm the mode picks, so the helper is an opener and the loop's open-and-close per item is
// reported (a different stream each time, read piecewise: a note). Since the join reads a mode
// string's characters (session 15), each open sits under a test of the mode; opens on both arms
// of one test still make an opener (rules/program/Wrappers.cpp).
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static FILE *pipe_stream_by_mode(const char *mode) {
  int fildes[2];
  FILE *res;
  if (!mode || (*mode != 'r' && *mode != 'w'))
    exit(1);
  if (pipe(fildes) != 0)
    exit(1);
  if (*mode == 'r')
    res = fdopen(fildes[0], "r");
  else
    res = fdopen(fildes[1], "w");
  return res;
}

int count_piped_lines(int files) {
  int total = 0;
  for (int i = 0; i < files; ++i) {
    FILE *in = pipe_stream_by_mode("r"); // EXPECT: faultline-stdio-in-loop
    int c;
    while ((c = fgetc(in)) != EOF)
      total += c == '\n';
    fclose(in);
  }
  return total;
}
