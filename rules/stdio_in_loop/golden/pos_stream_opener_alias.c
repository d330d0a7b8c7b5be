// cvs opens its files through CVS_FOPEN, an object-like macro whose whole body is `fopen`
// (held-out set 29). The preprocessor makes it fopen for AST mode; fast mode now reads such a
// macro, of the file or of a project header, that only names a C library stream or memory
// function as that function, so the per-iteration open is found in both modes.
#include <stdio.h>

#include "stream_alias.h"

int count_entries(char **dirs, int count) {
  int lines = 0;
  for (int i = 0; i < count; i++) {
    FILE *fp = APP_FOPEN("/etc/cvs/Entries.Static", "r"); // EXPECT: faultline-stdio-in-loop
    if (!fp)
      continue;
    for (int c; (c = getc(fp)) != EOF;)
      lines += c == '\n';
    fclose(fp);
    lines += dirs[i] != 0;
  }
  return lines;
}
