// A file written for another program and read back from what it wrote, once per item (mafft's
// contrafold and mccaskill wrappers): each iteration also runs `system()`, whose fork and exec
// cost far more than the streams, and the files are how the data passes to the program, so
// they cannot be kept open. Nothing to report, per iteration or per call.
#include <stdio.h>
#include <stdlib.h>

void fold_each(char **seqs, int n, double *score) {
  for (int i = 0; i < n; ++i) {
    FILE *in = fopen("_foldin", "w");
    fprintf(in, ">in\n%s\n", seqs[i]);
    fclose(in);
    if (system("fold _foldin > _foldout"))
      exit(1);
    FILE *out = fopen("_foldout", "r");
    if (fscanf(out, "%lf", &score[i]) != 1)
      score[i] = 0.0;
    fclose(out);
  }
}

// Per call: the helper runs the program and reads its output; its caller loops over pairs.
static double align_pair(const char *a, const char *b) {
  char command[512];
  snprintf(command, sizeof command, "align '%s' '%s' > _alignout", a, b);
  system(command);
  double score = 0.0;
  FILE *fp = fopen("_alignout", "r");
  if (fscanf(fp, "%lf", &score) != 1)
    score = 0.0;
  fclose(fp);
  return score;
}

double align_all(char **seqs, int n) {
  double total = 0.0;
  for (int i = 0; i < n; ++i)
    for (int j = i + 1; j < n; ++j)
      total += align_pair(seqs[i], seqs[j]);
  return total;
}
