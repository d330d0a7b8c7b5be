// The other side of neg_constant_false_branch.c: the `else` of a constant-false condition and
// the body of a constant-true one run on every pass, a debug switch that is a variable (set at
// run time) is no constant, and an `if (0)` block holding a label is entered by `goto` (C's
// cleanup idiom): all four opens are reported.
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

double cbt_third_pass(const double *errors, int frames) {
  double total = 0;
  for (int i = 0; i < frames; ++i) {
    if (errors[i] < 0)
      goto dump;
    total += errors[i];
    if (0) {
    dump:;
      FILE *f = fopen("negative.stt", "a"); // EXPECT: faultline-stdio-in-loop
      fprintf(f, "%d\n", i);
      fclose(f);
    }
  }
  return total;
}
