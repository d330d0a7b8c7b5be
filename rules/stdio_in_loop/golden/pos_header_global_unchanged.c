// The counterpart of neg_header_global_rewritten.c: a path global declared only in a header,
// read in a loop that calls nothing of the project's (fopen, fread and fclose write no project
// global), so every iteration reopens the same file. A header global varies only when a call in
// the loop may write it.
#include <stdio.h>

#include "app_paths.h"

long poll_state_file(int rounds) {
  long total = 0;
  char head[12];
  for (int i = 0; i < rounds; ++i) {
    FILE *f = fopen(state_path, "rb"); // EXPECT: faultline-stdio-in-loop
    if (!f)
      return -1;
    total += (long)fread(head, 1, sizeof head, f);
    fclose(f);
  }
  return total;
}

// A path from a function the file defines through a macro (git's `GIT_PATH_FUNC(name, "...")`),
// so fast mode knows neither the name nor a declaration: a called name is a function, never a
// header global a project call in the loop rewrites. The same file every iteration.
#define PATH_FUNC(name, file) static const char *name(void) { return file; }
PATH_FUNC(counter_path, "state/counter")
int record_progress(int steps);

int save_each_step(int steps) {
  for (int i = 0; i < steps; ++i) {
    record_progress(i);
    FILE *f = fopen(counter_path(), "w"); // EXPECT: faultline-stdio-in-loop
    if (f) {
      fprintf(f, "%d\n", i);
      fclose(f);
    }
  }
  return steps;
}
