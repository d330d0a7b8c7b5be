// setvbuf(f, NULL, _IOFBF, n) only changes the size: stdio still allocates the buffer itself, so
// this is not a caller buffer and the per-iteration open/close of the same file is still
// reported at fopen.
#include <stdio.h>

long total_bytes(const char *path, int passes) {
  long total = 0;
  char chunk[4096];
  for (int i = 0; i < passes; ++i) {
    FILE *f = fopen(path, "rb"); // EXPECT: faultline-stdio-in-loop
    if (!f)
      continue;
    setvbuf(f, NULL, _IOFBF, 1 << 16);
    size_t got;
    while ((got = fread(chunk, 1, sizeof chunk, f)) > 0)
      total += (long)got;
    fclose(f);
  }
  return total;
}
