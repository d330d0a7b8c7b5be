// faultline-stdio-in-loop findings that get no caller-buffer fix: the buffer declared before
// the loop could die while the stream is still open, or the stream is not the plain shape.
// Each line marked FINDING is still reported; the file must come out of --fix byte for byte.
#include <stdio.h>

long leaves_the_iteration(const char *path, int n) {
  long sum = 0;
  for (int i = 0; i < n; ++i) {
    FILE *f = fopen(path, "rb"); // FINDING
    if (!f)
      continue;
    int c = fgetc(f);
    if (c == 'x')
      return sum; // the stream stays open: a buffer in this frame would be flushed dead at exit
    sum += c;
    fclose(f);
  }
  return sum;
}

long closed_under_a_test(const char *path, int n) {
  long sum = 0;
  for (int i = 0; i < n; ++i) {
    FILE *f = fopen(path, "rb"); // FINDING
    if (!f)
      continue;
    sum += fgetc(f);
    if (sum > 0)
      fclose(f); // not a statement of the loop body: closed only on one path
    else
      pclose(f);
  }
  return sum;
}
