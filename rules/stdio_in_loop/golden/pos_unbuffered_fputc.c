// setvbuf(f, NULL, _IONBF, 0) makes every fputc a write(2): reported at the first piecewise write
// in the loop.
#include <stdio.h>

int dump(const char *path, const char *data, int n) {
  FILE *f = fopen(path, "w");
  if (!f)
    return -1;
  setvbuf(f, NULL, _IONBF, 0);
  for (int i = 0; i < n; ++i) {
    fputc(data[i], f); // EXPECT: faultline-stdio-in-loop
    if (data[i] == ';')
      fputc('\n', f);
  }
  return fclose(f);
}
