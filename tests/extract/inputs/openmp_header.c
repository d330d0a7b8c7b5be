// ARGS: -fopenmp
// An OpenMP program includes <omp.h>, which clang ships only with libomp-19-dev (setup.sh
// installs it); without it the whole TU fails to analyse. The thread count read from it does
// not change what a parallel region's block is.
#include <omp.h>
#include <stdlib.h>

void per_thread_scratch(int n) {
#pragma omp parallel num_threads(omp_get_max_threads())
  {
    char *scratch = malloc(n);
    scratch[0] = (char)omp_get_thread_num();
    free(scratch);
  }
}
// CHECK-LABEL: function per_thread_scratch 8:6
// CHECK: block 0 malloc 'malloc' 11:21
