// A 32 MiB array of name pointers per directory: its count is a constant of the project's own
// header (secure-delete's MAXINODEWIPE in config.h, held-out set 19). Fast mode reads the value
// macros of the quoted headers a file includes, so both modes size it.
#include <stdlib.h>
#include <string.h>

#include "wipe_limits.h"

static int wipe_names(const char *dir) {
  char **names = malloc(MAX_WIPE_NAMES * sizeof(char *)); // EXPECT: faultline-per-call-buffer error
  int n = 0;
  if (!names)
    return -1;
  names[n++] = strdup(dir);
  free(names[0]);
  free(names);
  return n;
}

int main(int argc, char **argv) {
  int total = 0;
  for (int i = 1; i < argc; i++)
    total += wipe_names(argv[i]);
  return total > 0 ? 0 : 1;
}
