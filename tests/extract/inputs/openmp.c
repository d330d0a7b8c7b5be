// ARGS: -fopenmp
// OpenMP: a `parallel for` loop, loops nested in it and loops inside a `parallel` region run on
// several threads (Loop.parallel); calls inside a parallel region start work on other threads.
#include <stdlib.h>

void omp_kernel(double *row, int n);

void omp_loops(double **rows, int count, int n) {
#pragma omp parallel for
  for (int i = 0; i < count; ++i) {
    double *tmp = malloc(1 << 20);
    for (int j = 0; j < n; ++j)
      tmp[j] = rows[i][j];
    free(tmp);
  }
#pragma omp parallel
  {
    omp_kernel(rows[0], n);
    for (int k = 0; k < count; ++k)
      rows[k][0] = 0;
  }
  for (int s = 0; s < count; ++s)
    omp_kernel(rows[s], n);
}
// CHECK-LABEL: function omp_loops 8:6
// CHECK-NEXT: loop 0 for 10:3 parent=-1 parallel
// CHECK-NEXT: loop 1 for 12:5 parent=0 parallel
// CHECK-NEXT: loop 2 for 19:5 parent=-1 parallel
// CHECK-NEXT: loop 3 for 22:3 parent=-1{{$}}
// CHECK: block 0 malloc 'malloc' 11:19 loop=0
// CHECK: call omp_kernel 18:5 loop=-1 args=[?|p2] {{.*}} starts-thread
// CHECK-NEXT: call omp_kernel 23:5 loop=3 args=[?|p2] {{.*}}result-escape=unknown{{$}}

// A block made inside a parallel region: each thread of the team makes its own (Block.perThread).
void omp_scratch(int n) {
#pragma omp parallel
  {
    double *scratch = malloc(1 << 20);
    scratch[0] = n;
    free(scratch);
  }
  double *once = malloc(1 << 20);
  free(once);
}
// CHECK-LABEL: function omp_scratch
// CHECK: block 0 malloc 'malloc' {{.*}} per-thread
// CHECK: block 1 malloc 'malloc' {{.*}}escape=none order

