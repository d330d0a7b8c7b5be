// One file per iteration, but then read a character at a time through a buffer that stdio
// mallocs anew for every stream: reported as a note (a different file each time cannot be
// kept open; a caller buffer (setvbuf) reused for every file saves one buffer malloc per file).
#include <stdio.h>

long count_newlines(const char *const *paths, int n) {
  long lines = 0;
  for (int i = 0; i < n; ++i) {
    FILE *f = fopen(paths[i], "r"); // EXPECT: faultline-stdio-in-loop note
    if (!f)
      continue;
    int c;
    while ((c = fgetc(f)) != EOF)
      lines += c == '\n';
    fclose(f);
  }
  return lines;
}
