// The counterpart of neg_file_handed_to_program.c: the program runs once, before the loop, and
// the loop then opens and closes the same file on every iteration. The process start is not
// part of the iteration, so the stream's churn is what each iteration costs.
#include <stdio.h>
#include <stdlib.h>

double sum_scores(int n) {
  if (system("fold _foldin > _foldout"))
    return 0.0;
  double total = 0.0;
  for (int i = 0; i < n; ++i) {
    FILE *out = fopen("_foldout", "r"); // EXPECT: faultline-stdio-in-loop
    double score = 0.0;
    for (int k = 0; k <= i; ++k)
      if (fscanf(out, "%lf", &score) != 1)
        break;
    total += score;
    fclose(out);
  }
  return total;
}

// A program started only on the way to `exit` (an error report) is not part of the iterations
// that go on: the stream is still reopened on every one of them.
double sum_checked(int n) {
  double total = 0.0;
  for (int i = 0; i < n; ++i) {
    FILE *out = fopen("_scores", "r"); // EXPECT: faultline-stdio-in-loop
    double score = 0.0;
    if (fscanf(out, "%lf", &score) != 1) {
      system("cp _scores _scores.bad");
      exit(1);
    }
    total += score * i;
    fclose(out);
  }
  return total;
}
