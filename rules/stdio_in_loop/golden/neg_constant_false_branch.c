// A developer's statistics dump behind a literal constant condition (libvpx's first pass:
// `if (0) { FILE *f = fopen("epmp.stt", "a"); ... }`, held-out set 17), spelled as a literal, a
// macro whose body is one, or an enumerator: every compiler drops the branch, so nothing is
// opened per pass. Not a finding. pos_constant_branch_taken.c: the branch such a condition does
// take is read as usual.
#include <stdio.h>

#define CFB_DUMP_STATS 0
enum { CFB_TRACE = 0 };

double cfb_first_pass(const double *errors, int frames) {
  double total = 0;
  for (int i = 0; i < frames; ++i) {
    if (0) {
      FILE *f = fopen("epmp.stt", "a");
      fprintf(f, "%10.2f\n", errors[i]);
      fclose(f);
    }
    if (CFB_DUMP_STATS) {
      FILE *g = fopen("kf.stt", "a");
      fprintf(g, "%10.2f\n", errors[i]);
      fclose(g);
    }
    if (CFB_TRACE) {
      FILE *h = fopen("trace.stt", "a");
      fprintf(h, "%d\n", i);
      fclose(h);
    }
    total += errors[i];
  }
  return total;
}
