// Unknown sizes that cannot plausibly reach the mmap threshold: a path built from string lengths,
// strlen of a literal (exact), a small count of pointers. No finding.
#include <stdlib.h>
#include <string.h>

int join_paths(const char *dir, const char **names, int count) {
  int made = 0;
  for (int i = 0; i < count; ++i) {
    size_t dirLen = strlen(dir), nameLen = strlen(names[i]);
    char *path = malloc(dirLen + nameLen + 2); // a sum of string lengths
    if (!path)
      return -1;
    memcpy(path, dir, dirLen);
    path[dirLen] = '/';
    memcpy(path + dirLen + 1, names[i], nameLen + 1);
    char *tag = malloc(strlen("backup-") + nameLen + 1);
    if (tag)
      made += tag[0] == 0;
    free(tag);
    free(path);
  }
  return made;
}

int list_files(const char **files, int n) {
  int total = 0;
  for (int round = 0; round < 4; ++round) {
    size_t found = 0;
    for (int i = 0; i < n; ++i)
      if (files[i])
        ++found;
    const char **sorted = malloc(found * sizeof(char *)); // a count times sizeof(void *)
    if (!sorted)
      return -1;
    total += (int)found;
    free(sorted);
  }
  return total;
}
