// fopen and a later freopen of the same FILE in one iteration: one stream's churn, one finding
// (at the fopen), not two.
#include <stdio.h>

int both_configs(const char *main_path, const char *override_path, int rounds) {
  int sum = 0;
  for (int r = 0; r < rounds; ++r) {
    FILE *f = fopen(main_path, "r"); // EXPECT: faultline-stdio-in-loop warning
    if (!f)
      return -1;
    sum += fgetc(f);
    f = freopen(override_path, "r", f);
    if (!f)
      return -1;
    sum += fgetc(f);
    fclose(f);
  }
  return sum;
}
