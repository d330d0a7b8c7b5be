// One command per host: starting it is the work itself, and no stream could be kept open across
// hosts. Not stdio churn (the path, here the command, changes every iteration).
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>

int count_ok(const char *const *hosts, int n) {
  int ok = 0;
  char cmd[512], line[256];
  for (int i = 0; i < n; ++i) {
    snprintf(cmd, sizeof cmd, "ping -c1 -W1 %s", hosts[i]);
    FILE *p = popen(cmd, "r");
    if (!p)
      continue;
    while (fgets(line, sizeof line, p))
      ok += line[0] == '1';
    pclose(p);
  }
  return ok;
}
