// A loop written through a project macro from a header (`entry_foreach(e, list) { ... }`,
// list_macros.h; kmod's lsmod walks its modules so, held-out set 23): the statement after the
// invocation is the loop's body, so the helper opened on every entry is a stream per iteration.
// Fast mode expands such loop-header macros from the file and its project headers before it
// parses (BraceMacros.h); AST mode sees the expansion.
#include <stdio.h>

#include "list_macros.h"

static long first_number(const char *path) {
  FILE *f = fopen("/etc/example/limits", "r"); // EXPECT: faultline-stdio-in-loop
  long value = 0;
  if (f) {
    if (fscanf(f, "%ld", &value) != 1)
      value = 0;
    fclose(f);
  }
  return value + (path != NULL);
}

long sum_entries(struct entry *list) {
  struct entry *e;
  long total = 0;
  entry_foreach(e, list) {
    total += first_number(e->path);
  }
  return total;
}
