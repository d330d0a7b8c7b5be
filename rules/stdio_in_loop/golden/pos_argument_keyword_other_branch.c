// neg_argument_keyword_branch.c's counterpart: in a loop over the arguments, the branch taken by
// every argument that is NOT a given name runs per argument, a loop inside a name's branch
// repeats within it, and a fixed argument's test (`argv[1]`) is no option loop: all reported.
#include <stdio.h>
#include <string.h>

int akp_count_settings(int argc, char **argv, char *line, int size) {
  int total = 0;
  for (int i = 1; i < argc; ++i) {
    if (strcmp(argv[i], "-q") != 0) {
      FILE *f = fopen("/etc/akp.conf", "r"); // EXPECT: faultline-stdio-in-loop
      if (!f)
        return -1;
      while (fgets(line, size, f))
        total++;
      fclose(f);
    }
    if (!strcmp(argv[i], "-n")) {
      for (int k = 0; k < 3; ++k) {
        FILE *g = fopen("/etc/akp.hosts", "r"); // EXPECT: faultline-stdio-in-loop
        if (!g)
          return -1;
        while (fgets(line, size, g))
          total++;
        fclose(g);
      }
    }
  }
  return total;
}

// A fixed argument (`argv[1]`) tested inside a loop over other things is the same test on every
// iteration: its branch runs on every iteration when the option is given.
int akp_count_hosts(int argc, char **argv, int n, char *line, int size) {
  int total = 0;
  for (int k = 0; k < n && argc > 1; ++k) {
    if (strcmp(argv[1], "-d") == 0) {
      FILE *f = fopen("/etc/akp.debug", "r"); // EXPECT: faultline-stdio-in-loop
      if (!f)
        return -1;
      total += fgets(line, size, f) != NULL;
      fclose(f);
    }
  }
  return total;
}
