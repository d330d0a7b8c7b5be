// The counterpart of neg_file_switch_off.c: the file's switch is on (`#define TRACE 1`), so the
// group is compiled and its open runs on every iteration. Fast mode drops a group only under a
// switch the file defines to 0 once, outside every conditional group; any other switch (this
// one, or an overridable default `#ifndef TRACE` / `#define TRACE 0`) keeps the group.
#include <stdio.h>

#define TRACE 1

double score_traced(const double *cand, int n) {
  double total = 0.0;
  for (int i = 0; i < n; ++i) {
#if TRACE
    FILE *fp = fopen("trace", "a"); // EXPECT: faultline-stdio-in-loop
    fprintf(fp, "%d %f\n", i, cand[i]);
    fclose(fp);
#endif
    total += cand[i];
  }
  return total;
}
