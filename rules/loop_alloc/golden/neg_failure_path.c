// Blocks allocated only on a path that ends the program (exit, abort, a failed assert): error
// reporting runs once, whatever the loop around it does.
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>

void check_all(const int *status, int n) {
  for (int i = 0; i < n; ++i) {
    if (status[i] != 0) {
      char *report = malloc(1 << 22);
      snprintf(report, 1 << 22, "item %d failed with %d", i, status[i]);
      fputs(report, stderr);
      free(report);
      exit(1);
    }
  }
}

void check_all_or_abort(const int *status, int n) {
  for (int i = 0; i < n; ++i) {
    if (status[i] < 0) {
      char *dump = calloc(1, 1 << 22);
      fwrite(dump, 1, 1 << 22, stderr);
      free(dump);
      abort();
    }
    assert(status[i] < 100);
  }
}
