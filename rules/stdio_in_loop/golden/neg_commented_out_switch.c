// A switch its author left off by hand (coinor-clp's ClpSimplex.cpp, held-out set 17): under
// `//#define SAVE_AND_RESTORE` the `#else` of `#ifndef SAVE_AND_RESTORE` holds a debug variant
// of the solver that saves and reloads the model on every call. The preprocessor compiles only
// the `#ifndef` branch; fast mode, which has none, reads the commented-out `#define` as "off", as
// it reads a config header's `/* #undef NAME */`. Not a finding in either mode.
// pos_commented_out_switch_defined.c: the same switch turned on.
#include <stdio.h>

//#define SAVE_AND_RESTORE
/* #define TRACE_PASSES 1 */

static int solve_once(const double *row, int n) {
  int better = 0;
  for (int i = 0; i < n; ++i)
    better += row[i] > 0;
  return better;
}

#ifndef SAVE_AND_RESTORE
int solve(const double *row, int n)
#else
int solve(const double *row, int n) {
  FILE *save = fopen("debug.sav", "w");
  fwrite(row, sizeof *row, (size_t)n, save);
  fclose(save);
  return solve_debug(row, n);
}
int solve_debug(const double *row, int n)
#endif
{
  return solve_once(row, n);
}

int solve_all(const double *const *rows, int count, int n) {
  int total = 0;
  for (int k = 0; k < count; ++k) {
    total += solve(rows[k], n);
#ifdef TRACE_PASSES
    FILE *log = fopen("passes.log", "a");
    fprintf(log, "%d\n", k);
    fclose(log);
#endif
  }
  return total;
}
