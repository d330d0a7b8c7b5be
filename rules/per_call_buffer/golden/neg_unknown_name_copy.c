// A helper called in a loop allocates and frees blocks whose sizes are unknown but cannot
// plausibly reach the mmap threshold: a copy of a name (a string length), a count of pointers,
// a 16-bit length. No finding.
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static int label_matches(const char *name, const char **tags, int ntags, uint16_t extra) {
  char *copy = malloc(strlen(name) + 1);
  size_t found = 0;
  for (int t = 0; t < ntags; ++t)
    found += tags[t] != NULL;
  const char **seen = malloc(found * sizeof(char *));
  unsigned char *pad = malloc(extra);
  int ok = copy && seen && pad;
  if (ok) {
    strcpy(copy, name);
    ok = strcmp(copy, tags[0]) == 0;
  }
  free(pad);
  free(seen);
  free(copy);
  return ok;
}

int count_labels(const char **names, int n, const char **tags, int ntags) {
  int hits = 0;
  for (int i = 0; i < n; ++i)
    hits += label_matches(names[i], tags, ntags, 16);
  return hits;
}
