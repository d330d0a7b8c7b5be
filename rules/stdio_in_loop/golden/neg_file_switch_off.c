// mafft's debug switches (issue 10, held-out set 10): the file defines `#define CAND 0` once, at
// top level, and parks a debug dump under `#if CAND`. The preprocessor never compiles that
// group, so the fopen in it is not code; fast mode, which has no preprocessor, reads such a
// switch off the file and drops the group as it drops `#if 0`.
#include <stdio.h>

#define CAND 0
#define DEBUG_DUMP 0 /* set to 1 to dump the candidates */
#define CAND 0 /* repeated, as mafft repeats it before each use */

double score_all(const double *cand, int n) {
  double total = 0.0;
  for (int i = 0; i < n; ++i) {
#if CAND
    FILE *fp = fopen("cand", "a");
    fprintf(fp, "%d %f\n", i, cand[i]);
    fclose(fp);
#endif
    total += cand[i];
#if DEBUG_DUMP && CAND
    FILE *all = fopen("all", "a");
    fprintf(all, "%f\n", total);
    fclose(all);
#endif
  }
  return total;
}
