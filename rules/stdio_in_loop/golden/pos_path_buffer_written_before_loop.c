// The path buffer is written once, before the loop, and the loop only reads it: the same file
// is opened every iteration (contrast neg_path_buffer_rewritten.c, where the loop rewrites it).
// Writing some other buffer in the loop does not make this path vary.
#include <stdio.h>
#include <string.h>

long poll_status(const char *dir, int rounds) {
  char path[256], line[128];
  strcpy(path, dir);
  strcat(path, "/status");
  long total = 0;
  for (int i = 0; i < rounds; ++i) {
    FILE *f = fopen(path, "r"); // EXPECT: faultline-stdio-in-loop
    if (!f)
      return -1;
    while (fgets(line, sizeof line, f)) {
      strcpy(line + 1, "x");
      ++total;
    }
    fclose(f);
  }
  return total;
}
