// fwrite of a single byte per iteration on a stream made unbuffered: one syscall per byte.
#include <stdio.h>

int write_bits(const char *path, const unsigned char *bits, int n) {
  FILE *out = fopen(path, "wb");
  if (!out)
    return -1;
  setvbuf(out, NULL, _IONBF, 0);
  for (int i = 0; i < n; ++i) {
    unsigned char b = bits[i] ? 0xff : 0x00;
    fwrite(&b, 1, 1, out); // EXPECT: faultline-stdio-in-loop
  }
  return fclose(out);
}
