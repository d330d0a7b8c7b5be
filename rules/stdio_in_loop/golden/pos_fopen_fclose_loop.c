// Article 003: fopen/fread/fclose of the same file 10,000 times; each open gets a fresh stdio
// buffer (mmap in old glibc, malloc now) and ~5 syscalls. Reported at the fopen.
#include <stdio.h>

int main(void) {
  FILE *fp;
  int i = 0;
  char buffer[256];
  while (i++ < 10000) {
    if ((fp = fopen("/root/dmesg.txt", "r")) == NULL) // EXPECT: faultline-stdio-in-loop warning
      return 1;
    while (!feof(fp))
      fread(buffer, 256, 1, fp);
    fclose(fp);
  }
  return 0;
}
