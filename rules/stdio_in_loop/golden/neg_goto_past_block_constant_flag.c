// cvs's my_module (src/modules.c): with nothing but special options it makes the module's
// directories only `if (build_dirs)`, spelt `if (!build_dirs) goto do_special;` inside an `else`
// block whose label is further down the function, past the block. The module loop of `cvs
// rannotate` passes build_dirs = 0 through the forwarder do_module, so the jump is always taken
// and the administrative file is never created from that loop.
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
    FILE *fp = fopen("CVS/Entries.Static", "w+");
    if (fp)
      fclose(fp);
  }
do_special:
  return err;
}

static int do_module(const char *name, int argc, int build_dirs) {
  return my_module(name, argc, build_dirs);
}

int annotate_modules(int argc, char **argv) {
  int err = 0;
  for (int i = 0; i < argc; i++)
    err += do_module(argv[i], 0, 0);
  return err;
}
