// TIDY-ARGS: '-config={CheckOptions: {faultline-loop-alloc.MinSize: 2MiB}}'
#include <stdlib.h>

void f(int n) {
  for (int i = 0; i < n; ++i) {
    char *one = malloc(1 << 20);
    char *four = malloc(4 << 20);
    // CHECK-MESSAGES: :[[@LINE-1]]:18: warning: 4 MiB {{.*}} [faultline-loop-alloc]
    free(one);
    free(four);
  }
}
