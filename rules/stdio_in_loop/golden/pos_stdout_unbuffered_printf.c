// stdout made unbuffered, then printf per item in a loop: one write(2) per call (or more).
#include <stdio.h>

void print_table(const int *values, int n) {
  setvbuf(stdout, NULL, _IONBF, 0);
  for (int i = 0; i < n; ++i) {
    printf("%4d: %d\n", i, values[i]); // EXPECT: faultline-stdio-in-loop
  }
}
