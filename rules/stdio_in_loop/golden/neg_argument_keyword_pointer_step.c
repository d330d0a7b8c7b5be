// A command line parsed by hand with a pointer stepped through argv (net-tools' ifconfig, held-out
// set 19): `spp = argv; while (*spp) { if (!strcmp(*spp, "add")) { ... read /proc/net/dev ...
// } ... spp += 2; ... spp++; }`. The branch of the `add` keyword runs once per `add` given on the
// command line; a step past an option and its value (`spp += 2`) keeps the pointer in the
// vector as `spp++` does. Not a finding in either mode (neg_argument_keyword_branch.c is the
// same rule with argv[i]).
#include <stdio.h>
#include <string.h>
static int kp_read_devs(const char *name) {
  char buf[512];
  FILE *fh = fopen("/proc/net/dev", "r");
  if (!fh)
    return -1;
  int n = 0;
  while (fgets(buf, sizeof buf, fh))
    n += strstr(buf, name) != NULL;
  fclose(fh);
  return n;
}
int kp_main(int argc, char **argv) {
  char **spp;
  int total = 0;
  spp = argv;
  spp++;
  while (*spp != NULL) {
    if (!strcmp(*spp, "add")) {
      if (*++spp == NULL)
        return 1;
      total += kp_read_devs(*spp);
      spp++;
      continue;
    }
    if (!strcmp(*spp, "hw")) {
      spp += 2;
      continue;
    }
    spp++;
  }
  return total;
}
