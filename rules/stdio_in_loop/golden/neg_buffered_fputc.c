// fputc in a loop on a normally buffered stream: stdio batches the bytes, nothing to report.
#include <stdio.h>

int dump_buffered(const char *path, const char *data, int n) {
  FILE *f = fopen(path, "w");
  if (!f)
    return -1;
  for (int i = 0; i < n; ++i)
    fputc(data[i], f);
  return fclose(f);
}
