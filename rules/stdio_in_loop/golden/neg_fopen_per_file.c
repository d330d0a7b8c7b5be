// One file per iteration (a list of inputs, a directory walk), read in blocks: opening each file
// is the work itself; "keep the stream open and rewind it" cannot apply. Not a finding.
#include <dirent.h>
#include <stdio.h>

long total_size(const char *const *paths, int n) {
  long total = 0;
  char chunk[8192];
  for (int i = 0; i < n; ++i) {
    FILE *f = fopen(paths[i], "rb");
    if (!f)
      continue;
    size_t got;
    while ((got = fread(chunk, 1, sizeof chunk, f)) > 0)
      total += (long)got;
    fclose(f);
  }
  return total;
}

long lines_in_dir(const char *dir) {
  long lines = 0;
  char path[4096], line[1024];
  DIR *d = opendir(dir);
  if (!d)
    return -1;
  struct dirent *entry;
  while ((entry = readdir(d)) != NULL) {
    snprintf(path, sizeof path, "%s/%s", dir, entry->d_name);
    FILE *f = fopen(path, "r");
    if (!f)
      continue;
    while (fgets(line, sizeof line, f))
      ++lines;
    fclose(f);
  }
  closedir(d);
  return lines;
}
