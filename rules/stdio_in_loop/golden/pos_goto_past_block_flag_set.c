// neg_goto_past_block_constant_flag.c's module walker called by a checkout loop that asks for
// the directories (build_dirs = 1): the jump is never taken, and the administrative file is
// created for every module named.
#include <stdio.h>

int make_directories(const char *dir);

static int my_module(const char *name, int argc, int build_dirs) {
  int err = 0;
  if (argc > 0) {
    err += name[0] == '-';
  } else {
    if (!build_dirs)
      goto do_special;
    make_directories(name);
    FILE *fp = fopen("CVS/Entries.Static", "w+"); // EXPECT: faultline-stdio-in-loop
    if (fp)
      fclose(fp);
  }
do_special:
  return err;
}

int checkout_modules(int argc, char **argv) {
  int err = 0;
  for (int i = 0; i < argc; i++)
    err += my_module(argv[i], 0, 1);
  return err;
}
