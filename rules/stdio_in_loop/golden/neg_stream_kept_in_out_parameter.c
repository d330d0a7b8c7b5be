// util-linux's next_proc_partition (disk-utils/fdisk-list.c): an iterator that opens
// /proc/partitions into the caller's `FILE *` only while that is null, returns one entry per
// call with the stream left open in it, and closes it (setting it back to null) only on the way
// to `return NULL` at the end of the file, where the caller's loop ends. On every successful call
// the caller keeps the stream, so it is opened once per listing, not once per entry.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

char *next_partition(FILE **f) {
  char line[129];
  if (!*f) {
    *f = fopen("/proc/partitions", "r");
    if (!*f)
      return NULL;
  }
  while (fgets(line, sizeof line, *f)) {
    if (line[0] == '#' || line[0] == '\n')
      continue;
    return strdup(line);
  }
  fclose(*f);
  *f = NULL;
  return NULL;
}

void list_partitions(void) {
  FILE *f = NULL;
  char *entry;
  while ((entry = next_partition(&f))) {
    fputs(entry, stdout);
    free(entry);
  }
}
