#include <stdlib.h>
#include <string.h>

void process(int n) {
  for (int i = 0; i < n; ++i) {
    char *buf = malloc(1 << 20);
    // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 1 MiB (1,048,576 bytes) block from 'malloc' is allocated and freed on every iteration of this loop: {{.*}} [faultline-loop-alloc]
    // CHECK-MESSAGES: :[[@LINE-3]]:3: note: allocated and released on every iteration of this 'for' loop
    // CHECK-MESSAGES: :[[@LINE+2]]:5: note: released here by 'free', within the same iteration
    memset(buf, 0, 1 << 20);
    free(buf);
  }
}

void huge(int n) {
  while (n--) {
    double *m = calloc(8 << 20, sizeof(double));
    // CHECK-MESSAGES: :[[@LINE-1]]:17: warning: 64 MiB (67,108,864 bytes) block from 'calloc' {{.*}} [faultline-loop-alloc]
    m[0] = 1;
    free(m);
  }
}

// Small blocks come from the heap: nothing to report.
void small(int n) {
  for (int i = 0; i < n; ++i) {
    char *b = malloc(4096);
    b[0] = 0;
    free(b);
  }
}

// Glibc's boundary: 131,048 bytes still fit the heap, 131,049 do not.
void boundary(int n) {
  for (int i = 0; i < n; ++i) {
    char *below = malloc(131048);
    char *at = malloc(131049);
    // CHECK-MESSAGES: :[[@LINE-1]]:16: warning: {{.*}}131,049 bytes{{.*}} [faultline-loop-alloc]
    free(below);
    free(at);
  }
}

// clang-tidy's own suppression comments work for faultline checks.
void suppressed(int n) {
  for (int i = 0; i < n; ++i) {
    char *q = malloc(1 << 24); // NOLINT(faultline-loop-alloc)
    free(q);
  }
}

// A block kept across iterations is the fix, not a finding.
void hoisted(int n) {
  char *buf = malloc(1 << 20);
  for (int i = 0; i < n; ++i)
    memset(buf, 0, 1 << 20);
  free(buf);
}
