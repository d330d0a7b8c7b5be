#include <stdlib.h>
#include <string.h>

static double *scratch_gemm(int n) {
  double *work = malloc(4 << 20);
  // CHECK-MESSAGES: :[[@LINE-1]]:18: warning: 4 MiB (4,194,304 bytes) block from 'malloc' is allocated and freed on every call of 'scratch_gemm', which runs on every iteration of a loop in 'solve'{{.*}} [faultline-per-call-buffer]
  // CHECK-MESSAGES: :[[@LINE+12]]:3: note: this 'for' loop calls 'scratch_gemm' on every iteration
  // CHECK-MESSAGES: :[[@LINE+12]]:5: note: called in the loop here
  // CHECK-MESSAGES: :[[@LINE+3]]:3: note: released here by 'free', before the call returns
  memset(work, 0, 4 << 20);
  work[0] = n;
  free(work);
  return 0;
}

// The loop is in another function of the same file: the join finds the call path in this TU
// alone (across files it needs SummariesPath, see summaries.py).
void solve(int steps) {
  for (int i = 0; i < steps; ++i)
    scratch_gemm(i);
}
