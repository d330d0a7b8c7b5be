// hypre's ParaSails MatrixPrint (issue 10, held-out set 29): the ranks of an MPI job append
// their rows to one file in turn, `for (pe = 0; pe < npes; pe++) { barrier(); if (mype == pe) {
// fopen(...) ... fclose(...); } }`. mype, this process's rank, is read before the loop and never
// written in it, so `mype == pe` holds on one iteration at most, as `pe == 3` would: one open
// per process per call, not per iteration. The same with the rank a parameter.
#include <stdio.h>

int job_rank(int comm, int *rank);
void job_barrier(int comm);

void print_rows_in_turn(int comm, int npes, const char *path, const int *rows, int n) {
  int mype;
  job_rank(comm, &mype);
  for (int pe = 0; pe < npes; pe++) {
    job_barrier(comm);
    if (mype == pe) {
      FILE *file = fopen(path, pe == 0 ? "w" : "a");
      if (!file)
        return;
      for (int i = 0; i < n; i++)
        fprintf(file, "%d\n", rows[i]);
      fclose(file);
    }
  }
}

void print_rows_for_rank(int mype, int npes, const char *path, const int *rows, int n) {
  for (int pe = 0; pe < npes; pe++) {
    if (pe == mype) {
      FILE *file = fopen(path, "a");
      if (!file)
        return;
      for (int i = 0; i < n; i++)
        fprintf(file, "%d\n", rows[i]);
      fclose(file);
    }
  }
}
