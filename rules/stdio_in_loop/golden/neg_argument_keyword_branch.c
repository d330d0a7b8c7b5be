// Command lines parsed by hand: a loop over the arguments compares each with the option names it
// knows (`matches(*argv, "xdp") == 0`, `!strcmp(argv[i], "-c")`). The branch of one name runs
// once per occurrence of that name on the command line, so what it does (read the file an `xdp`
// option loads, the `-c` configuration) happens once per option given, not per item of the
// program's input. iproute2's `ip link ... xdp` reaches its bytecode file from the branch of
// iplink_parse's argument loop (held-out set 12). pos_argument_keyword_other_branch.c: the
// branch every other argument takes, and a loop inside a keyword's branch, repeat as usual.
#include <stdio.h>
#include <string.h>

// iproute2's matches(): 0 when the argument is a prefix of the option name.
static int matches(const char *arg, const char *name) {
  size_t len = strlen(arg);
  if (len > strlen(name))
    return -1;
  return memcmp(name, arg, len);
}

static int akb_load_program(char *code, size_t size) {
  FILE *f = fopen("/etc/akb/xdp.o", "rb");
  if (!f)
    return -1;
  size_t n = fread(code, 1, size, f);
  fclose(f);
  return (int)n;
}

int akb_parse_link(int argc, char **argv, char *code, size_t size) {
  int loaded = 0, mtu = 0;
  while (argc > 0) {
    if (matches(*argv, "xdp") == 0) {
      loaded += akb_load_program(code, size);
    } else if (matches(*argv, "mtu") == 0) {
      argc--;
      argv++;
      mtu = argc > 0;
    }
    argc--;
    argv++;
  }
  return loaded + mtu;
}

int akb_parse_options(int argc, char **argv, char *line, int size) {
  int verbose = 0;
  for (int i = 1; i < argc; ++i) {
    const char *arg = argv[i];
    if (!strcmp(arg, "-c") || !strcmp(arg, "--config")) {
      FILE *f = fopen("/etc/akb.conf", "r");
      if (!f)
        return -1;
      while (fgets(line, size, f))
        verbose += line[0] == 'v';
      fclose(f);
    } else if (strcmp(argv[i], "-v") == 0) {
      verbose++;
    }
  }
  return verbose;
}
