// A different file per item, but each one copied a byte at a time (fgetc/fputc per byte): the
// loop's traffic is characters, each through a buffer stdio mallocs anew for every stream.
// Reported as a note (a different file per item), although the output stream also gets one
// fputs header per file (outside the byte loop, so not a record of that loop).
#include <stdio.h>

long copy_bytes(const char *const *paths, int n, FILE *dst) {
  long copied = 0;
  for (int i = 0; i < n; ++i) {
    FILE *src = fopen(paths[i], "r"); // EXPECT: faultline-stdio-in-loop note
    if (!src)
      continue;
    fputs(paths[i], dst);
    int c;
    while ((c = fgetc(src)) != EOF) {
      fputc(c, dst);
      ++copied;
    }
    fclose(src);
  }
  return copied;
}
