// The counterparts of neg_loop_condition_cleared.c and neg_loop_bound_set_to_one.c. Here the
// branch clears the loop's flag but a later key sets it back (`resume`), so clearing it does
// not end the loop; and the bound is set to 2 where the counter starts at 0, which leaves a
// second iteration: both opens are reported as per iteration.
#include <stdio.h>

static int write_marks(const char *path, const char *text) {
  FILE *f = fopen(path, "w"); // EXPECT: faultline-stdio-in-loop
  if (!f)
    return -1;
  fputs(text, f);
  fclose(f);
  return 0;
}

int resume_keys(const char *keys, int length, const char *exchange, const char *copied) {
  int active = 1;
  int moved = 0;
  while (active && length) {
    char key = *keys++;
    length--;
    if (key == '>') {
      write_marks(exchange, copied);
      active = 0;
    }
    if (key == 'r')
      active = 1;
    moved++;
  }
  return moved;
}

static int passes = 3;

static int read_plan(const char *path, int *plan, int n) {
  FILE *f = fopen(path, "r"); // EXPECT: faultline-stdio-in-loop
  if (!f)
    return -1;
  int read = 0;
  while (read < n && fscanf(f, "%d", &plan[read]) == 1)
    read++;
  fclose(f);
  return read;
}

int plan_passes(const char *plan_in, int *plan, int n) {
  int done = 0;
  for (int pass = 0; pass < passes; pass++) {
    if (plan_in) {
      passes = 2;
      if (read_plan(plan_in, plan, n) < 0)
        return -1;
    }
    done++;
  }
  return done;
}
