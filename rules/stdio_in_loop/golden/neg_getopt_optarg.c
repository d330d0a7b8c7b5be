// Options opening the file each one names: getopt (or a project's clone, defined in this file or
// in another .c that only an `extern` declaration here shows) stores the option's argument in a
// global on every call, so `optarg` is a different path per iteration: the work itself, not
// churn on one file. Not a finding.
#include <stdio.h>
#include <getopt.h>
#include <unistd.h>

extern char *clone_optarg; // set by clone_getopt, defined in another file of the project
int clone_getopt(int argc, char *const argv[], const char *spec);

static const char *local_optarg; // set by local_getopt below, in this file
static int local_getopt(int argc, char **argv) {
  static int next = 1;
  if (next >= argc)
    return -1;
  local_optarg = argv[next++];
  return 'f';
}

static long size_of(FILE *f) {
  fseek(f, 0, SEEK_END);
  return ftell(f);
}

long options(int argc, char **argv) {
  long total = 0;
  int c;
  FILE *f;
  while ((c = getopt(argc, argv, "m:i:")) != -1) {
    switch (c) {
    case 'm':
    case 'i':
      f = fopen(optarg, "r");
      if (!f)
        return -1;
      total += size_of(f);
      fclose(f);
      break;
    default:
      return -1;
    }
  }
  while ((c = clone_getopt(argc, argv, "i:")) != -1) {
    f = fopen(clone_optarg, "rb");
    if (!f)
      return -1;
    total += size_of(f);
    fclose(f);
  }
  while (local_getopt(argc, argv) != -1) {
    f = fopen(local_optarg, "rb");
    if (!f)
      return -1;
    total += size_of(f);
    fclose(f);
  }
  return total;
}
