// fmemopen/fclose per record: each memory stream allocates a FILE and its buffer.
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <string.h>

int parse_records(char *const *records, int n) {
  int total = 0;
  for (int i = 0; i < n; ++i) {
    FILE *m = fmemopen(records[i], strlen(records[i]), "r"); // EXPECT: faultline-stdio-in-loop
    if (!m)
      continue;
    int a = 0, b = 0;
    if (fscanf(m, "%d,%d", &a, &b) == 2)
      total += a + b;
    fclose(m);
  }
  return total;
}
