// A library file that carries its own unit-test driver: `main` sits under `#ifdef
// STACK_TESTDRIVE`, which nothing in the sources defines; only the test build passes
// -DSTACK_TESTDRIVE (easel's eslBUFFER_TESTDRIVE in hmmer). The library build never compiles the
// driver, so its loop makes nothing hot: AST mode does not see it (the macro is undefined), and
// fast mode, which has no compilation database to read -D flags from, drops such a group too.
#include <stdio.h>

int stack_load(const char *path, int *out) {
  FILE *fp = fopen(path, "r");
  if (!fp)
    return -1;
  int ok = fscanf(fp, "%d", out) == 1;
  fclose(fp);
  return ok ? 0 : -1;
}

#ifdef STACK_TESTDRIVE
int
main(int argc, char **argv)
{
  int value = 0;
  for (int trial = 0; trial < 100; trial++)
    if (stack_load(argc > 1 ? argv[1] : "stack.txt", &value) != 0)
      return 1;
  return value;
}
#endif /* STACK_TESTDRIVE */
