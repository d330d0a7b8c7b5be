// setbuffer(f, NULL, 0) (the BSD spelling) also makes a stream unbuffered: the fgetc loop then
// costs one read(2) per character. Reported at the first piecewise read in the loop.
#define _DEFAULT_SOURCE
#include <stdio.h>

long count_digits(const char *path) {
  FILE *f = fopen(path, "r");
  if (!f)
    return -1;
  setbuffer(f, NULL, 0);
  long digits = 0;
  for (;;) {
    int c = fgetc(f); // EXPECT: faultline-stdio-in-loop
    if (c == EOF)
      break;
    digits += c >= '0' && c <= '9';
  }
  fclose(f);
  return digits;
}
