// The counterpart of neg_flag_goto_past.c: checkout's loop passes build_dirs = 1, so the guard's
// goto is not taken and the open between it and its label runs on every iteration: reported.
#include <stdio.h>

static int checkout_module(const char *name, int build_dirs) {
  if (!build_dirs)
    goto do_special;
  {
    FILE *fp = fopen("CVS/Entries.Static", "w+"); // EXPECT: faultline-stdio-in-loop
    if (fp)
      fclose(fp);
  }
do_special:
  return name[0] != 0;
}

int checkout_modules(char **names, int count) {
  int err = 0;
  for (int i = 0; i < count; i++)
    err += checkout_module(names[i], 1);
  return err;
}
