// neg_stream_kept_in_out_parameter.c's iterator, except that it closes the stream before every
// return, the successful one too: the caller's `FILE *` holds it only during the call, and each
// iteration of the caller's loop opens /proc/partitions again.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

char *nth_partition(FILE **f, int n) {
  char line[129];
  char *found = NULL;
  *f = fopen("/proc/partitions", "r"); // EXPECT: faultline-stdio-in-loop
  if (!*f)
    return NULL;
  for (int i = 0; fgets(line, sizeof line, *f); ++i)
    if (i == n) {
      found = strdup(line);
      break;
    }
  fclose(*f);
  *f = NULL;
  return found;
}

void list_partitions_slowly(void) {
  FILE *f = NULL;
  char *entry;
  for (int i = 0; (entry = nth_partition(&f, i)); ++i) {
    fputs(entry, stdout);
    free(entry);
  }
}
