// The same file opened and closed per iteration through a wrapper of a wrapper defined in
// another file (use_stream_wrappers.c): open_for_reading -> checked_fopen -> fopen.
#include <stdio.h>

FILE *open_for_reading(const char *path);

long sum_header_bytes(const char *path, int rounds) {
  long sum = 0;
  unsigned char header[16];
  for (int i = 0; i < rounds; ++i) {
    FILE *in = open_for_reading(path); // EXPECT: faultline-stdio-in-loop warning
    if (!in)
      break;
    if (fread(header, 1, sizeof header, in) == sizeof header)
      sum += header[0];
    fclose(in);
  }
  return sum;
}
