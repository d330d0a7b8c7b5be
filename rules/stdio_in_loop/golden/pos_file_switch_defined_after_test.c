// neg_file_switch_defined_on.c's switch, tested before the file defines it: there the build
// decides (undefined here, so 0), and the per-call reopen in the `#else` is compiled.
#include <stdio.h>

int reread_addresses(int scope) {
#if KEEP_ADDRESS_STREAM
  return scope;
#else
  char line[80];
  int n = 0;
  FILE *f = fopen("/proc/net/if_inet6", "r"); // EXPECT: faultline-stdio-in-loop
  if (!f)
    return -1;
  while (fgets(line, sizeof line, f))
    n++;
  fclose(f);
  return n + scope;
#endif
}

#define KEEP_ADDRESS_STREAM 1

int rebind_all(int tries) {
  int found = 0;
  for (int i = 0; i < tries; i++)
    found += reread_addresses(i);
  return found;
}
