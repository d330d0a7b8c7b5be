// The fix for article 003: the stream is opened once before the loop and rewound per pass.
#include <stdio.h>

int main(void) {
  FILE *fp = fopen("/root/dmesg.txt", "r");
  if (!fp)
    return 1;
  char buffer[256];
  for (int i = 0; i < 10000; ++i) {
    rewind(fp);
    while (!feof(fp))
      fread(buffer, 256, 1, fp);
  }
  fclose(fp);
  return 0;
}
