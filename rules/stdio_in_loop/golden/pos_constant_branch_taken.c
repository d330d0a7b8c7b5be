// The other side of neg_constant_false_branch.c: the `else` of a constant-false condition and
// the body of a constant-true one run on every pass, and a debug switch that is a variable (set
// at run time) is no constant: all three opens are reported.
#include <stdio.h>

int cbt_verbose; // set by an option at run time

double cbt_second_pass(const double *errors, int frames) {
  double total = 0;
  for (int i = 0; i < frames; ++i) {
    if (0) {
      total -= 1;
    } else {
      FILE *f = fopen("pass2.stt", "a"); // EXPECT: faultline-stdio-in-loop
      fprintf(f, "%10.2f\n", errors[i]);
      fclose(f);
    }
    if (1) {
      FILE *g = fopen("always.stt", "a"); // EXPECT: faultline-stdio-in-loop
      fprintf(g, "%d\n", i);
      fclose(g);
    }
    if (cbt_verbose) {
      FILE *h = fopen("verbose.stt", "a"); // EXPECT: faultline-stdio-in-loop
      fprintf(h, "%d\n", i);
      fclose(h);
    }
    total += errors[i];
  }
  return total;
}
