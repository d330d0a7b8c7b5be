// The counterpart of neg_null_output_skipped.c: the same helper called once per input with one
// constant output name. The `if (output)` branch runs on every call and opens the same file each
// time (rewritten per item, one line at a time).
#include <stdio.h>

static int scan_file(const char *path, const char *output) {
  FILE *in = fopen(path, "r");
  if (!in)
    return -1;
  FILE *out = NULL;
  if (output) {
    out = fopen(output, "w"); // EXPECT: faultline-stdio-in-loop
    if (!out) {
      fclose(in);
      return -1;
    }
  }
  char line[256];
  int conflicts = 0;
  while (fgets(line, sizeof line, in)) {
    conflicts += line[0] == '<';
    if (out)
      fputs(line, out);
  }
  if (out)
    fclose(out);
  fclose(in);
  return conflicts;
}

int scan_all_to_summary(const char *const *paths, int n) {
  int conflicts = 0;
  for (int i = 0; i < n; ++i)
    conflicts += scan_file(paths[i], "summary.txt");
  return conflicts;
}
