// popen/pclose of the same command per iteration: a pipe, a child process and a fresh stdio
// buffer every time, for output that one long-lived reader could stream.
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>

int sample_load(int samples) {
  int high = 0;
  char line[256];
  for (int i = 0; i < samples; ++i) {
    FILE *p = popen("cat /proc/loadavg", "r"); // EXPECT: faultline-stdio-in-loop
    if (!p)
      continue;
    while (fgets(line, sizeof line, p))
      high += line[0] > '1';
    pclose(p);
  }
  return high;
}
