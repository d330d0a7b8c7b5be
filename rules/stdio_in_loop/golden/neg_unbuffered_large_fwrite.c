// An unbuffered stream written with one 64 KiB fwrite per iteration: each call is one large
// write(2), which is what _IONBF is for. Not piecewise, not a finding.
#include <stdio.h>

int dump_blocks(const char *path, const char *data, int nblocks) {
  FILE *f = fopen(path, "wb");
  if (!f)
    return -1;
  setvbuf(f, NULL, _IONBF, 0);
  for (int b = 0; b < nblocks; ++b)
    fwrite(data + (size_t)b * 65536, 1, 65536, f);
  return fclose(f);
}
