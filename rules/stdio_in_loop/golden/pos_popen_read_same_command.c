// The same command started and read on every iteration: its output could be read once and
// kept (contrast neg_popen_write_per_image.c, where each process gets an iteration's data).
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <string.h>

int pxr_count_matching(const char *const *names, int n) {
  int matching = 0;
  char line[256];
  for (int i = 0; i < n; ++i) {
    FILE *p = popen("uname -r", "r"); // EXPECT: faultline-stdio-in-loop
    if (!p)
      continue;
    if (fgets(line, sizeof line, p) && strstr(line, names[i]))
      ++matching;
    pclose(p);
  }
  return matching;
}
