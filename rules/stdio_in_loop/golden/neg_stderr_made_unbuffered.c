// stderr made unbuffered explicitly (as sqlite's shell does): it already is by definition, and
// one error line per failing command is diagnostics, not a data stream.
#include <stdio.h>

int run_commands(const char *const *cmds, int n, int (*run)(const char *)) {
  setvbuf(stderr, NULL, _IONBF, 0);
  int failed = 0;
  for (int i = 0; i < n; ++i) {
    if (run(cmds[i]) != 0) {
      fprintf(stderr, "Error: command %d failed\n", i);
      ++failed;
    }
  }
  return failed;
}
