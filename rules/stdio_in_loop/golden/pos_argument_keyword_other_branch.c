// neg_argument_keyword_branch.c's counterpart: in a loop over the arguments, the branch taken by
// every argument that is NOT a given name runs per argument, and a loop inside a name's branch
// repeats within it; both are reported as usual.
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
