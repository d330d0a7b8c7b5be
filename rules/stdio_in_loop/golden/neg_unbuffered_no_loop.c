// An unbuffered stream written once, outside any loop: a single write, nothing hot.
#include <stdio.h>

int write_pid(const char *path, int pid) {
  FILE *f = fopen(path, "w");
  if (!f)
    return -1;
  setvbuf(f, NULL, _IONBF, 0);
  fprintf(f, "%d\n", pid);
  return fclose(f);
}
