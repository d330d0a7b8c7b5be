// cvs's my_module (issue 10, held-out set 29): `if (!build_dirs) goto do_special;` jumps past
// the block that creates CVS/Entries.Static, and annotate's loop over its arguments passes
// build_dirs = 0, so that open never runs on this path. The code between a guard's `goto` and
// its label later in the same block runs only when the guard's test fails, as after a
// `return` (AST: WalkerTests.cpp, guardTests; fast mode's structured flow already read a
// forward goto to a label of the function's outermost block so).
#include <stdio.h>

static int run_module(const char *name, int build_dirs) {
  if (!build_dirs)
    goto do_special;
  {
    FILE *fp = fopen("CVS/Entries.Static", "w+");
    if (fp)
      fclose(fp);
  }
do_special:
  return name[0] != 0;
}

int annotate_modules(char **names, int count) {
  int err = 0;
  for (int i = 0; i < count; i++)
    err += run_module(names[i], 0);
  return err;
}
