// A getopt loop runs once per option, but a loop inside an option's case arm repeats as usual:
// here the same file is opened once per count the option asks for.
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

int goi_parse(int argc, char **argv) {
  int c, lines = 0;
  while ((c = getopt(argc, argv, "n:")) != -1) {
    if (c != 'n')
      return -1;
    int count = atoi(optarg);
    for (int i = 0; i < count; ++i) {
      FILE *f = fopen("/etc/hostname", "r"); // EXPECT: faultline-stdio-in-loop
      if (!f)
        return -1;
      char line[128];
      lines += fgets(line, sizeof line, f) != NULL;
      fclose(f);
    }
  }
  return lines;
}
