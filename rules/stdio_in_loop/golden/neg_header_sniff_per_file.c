// One file per argument, and only its 16-byte header read, once per file (sqlite's shell sniffs a database's type this way in deduceDatabaseType): a fixed number of small reads is the per-item work itself, not piece-by-piece traffic, so nothing is reported. pos_fopen_per_file_fgetc.c reads a byte at a time in a loop and is reported.
#include <stdio.h>
#include <string.h>

int count_sqlite_files(const char *const *paths, int count) {
  int found = 0;
  for (int i = 0; i < count; ++i) {
    FILE *f = fopen(paths[i], "rb");
    if (!f)
      continue;
    char header[16];
    if (fread(header, 16, 1, f) == 1 && memcmp(header, "SQLite format 3", 16) == 0)
      ++found;
    fclose(f);
  }
  return found;
}
