// The counterpart of neg_test_driver_main.c: the file defines its driver switch itself, so the
// `main` under `#ifdef STACK_DEMO` is compiled and its loop reopens the same file every pass.
#include <stdio.h>

#define STACK_DEMO

int stack_read(const char *path, int *out) {
  FILE *fp = fopen(path, "r"); // EXPECT: faultline-stdio-in-loop
  if (!fp)
    return -1;
  int ok = fscanf(fp, "%d", out) == 1;
  fclose(fp);
  return ok ? 0 : -1;
}

#ifdef STACK_DEMO
int main(int argc, char **argv) {
  int value = 0;
  for (int trial = 0; trial < 100; trial++)
    if (stack_read(argc > 1 ? argv[1] : "stack.txt", &value) != 0)
      return 1;
  return value;
}
#endif
