// setbuffer(f, buf, size) with a caller buffer (BSD spelling of setvbuf): not a finding.
#define _DEFAULT_SOURCE
#include <stdio.h>

static char io_buf[BUFSIZ];

int count_hash_lines(const char *const *paths, int n) {
  int count = 0;
  char line[256];
  for (int i = 0; i < n; ++i) {
    FILE *f = fopen(paths[i], "r");
    if (!f)
      continue;
    setbuffer(f, io_buf, sizeof io_buf);
    while (fgets(line, sizeof line, f))
      count += line[0] == '#';
    fclose(f);
  }
  return count;
}
