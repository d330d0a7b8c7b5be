// neg_option_letter_switch.c's parser, with a loop inside the `-n` arm: that inner loop reopens
// the file on every round, however rarely the option itself is given; and the `default` arm,
// which every unknown letter takes, is not one option's.
#include <stdio.h>
#include <stdlib.h>

int oli_main(int argc, char *argv[], char *line, int size) {
  int lines = 0;
  for (int i = 1; i < argc; i++) {
    char *ap = argv[i];
    if (*ap != '-')
      continue;
    switch (ap[1]) {
    case 'n':
      for (int k = 0; k < atoi(ap + 2); ++k) {
        FILE *f = fopen("/etc/oli.conf", "r"); // EXPECT: faultline-stdio-in-loop
        if (!f)
          return -1;
        lines += fgets(line, size, f) != NULL;
        fclose(f);
      }
      break;
    default: {
      FILE *g = fopen("/etc/oli.unknown", "r"); // EXPECT: faultline-stdio-in-loop
      if (g) {
        lines += fgets(line, size, g) != NULL;
        fclose(g);
      }
      break;
    }
    }
  }
  return lines;
}
