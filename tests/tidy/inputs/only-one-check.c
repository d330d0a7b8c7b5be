// CHECKS: -*,faultline-stdio-in-loop
#include <stdio.h>
#include <stdlib.h>

// Only the enabled check reports, although the loop also allocates.
void f(const char *name, int n) {
  for (int i = 0; i < n; ++i) {
    char *b = malloc(1 << 24);
    FILE *f = fopen(name, "r");
    // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: {{.*}} [faultline-stdio-in-loop]
    if (f)
      fclose(f);
    free(b);
  }
}
