// The shape of neg_user_noreturn.c with a handler that returns: `complain()` is not declared
// noreturn, so the loop goes on to the next item after it and the 1 MiB report is made and
// freed for every corrupt item: faultline-loop-alloc in both modes. Only a declared noreturn
// function ends the path.
#include <stdlib.h>

void complain(const char *fmt, ...);
int fill_report(char *buf, size_t n, int item);
int is_corrupt(int item);

int count_corrupt(int n) {
  int bad = 0;
  for (int i = 0; i < n; i++) {
    if (is_corrupt(i)) {
      char *report = malloc(1 << 20); // EXPECT: faultline-loop-alloc
      fill_report(report, 1 << 20, i);
      free(report);
      complain("item %d is corrupt", i);
      bad++;
    }
  }
  return bad;
}
