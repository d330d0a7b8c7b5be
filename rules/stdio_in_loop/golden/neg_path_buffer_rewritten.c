// A path buffer the loop rewrites is a different path each iteration, though the pointer handed
// to fopen is the same: the loop writes into the buffer (strcpy at an offset, sprintf/strcat
// through a pointer to it, a store through an index), so each open is of another file. Opening
// per item is the work itself. Not a finding (contrast pos_path_buffer_written_before_loop.c).
#include <stdio.h>
#include <string.h>

struct entry { const char *name; };

static long size_of(const char *file_name) {
  FILE *f = fopen(file_name, "rb");
  if (!f)
    return -1;
  fseek(f, 0, SEEK_END);
  long size = ftell(f);
  fclose(f);
  return size;
}

// The directory prefix stays; the loop copies each entry's name after it (`name + n`).
long corpus_size(const char *dir, const struct entry *corpus) {
  char name[256];
  strcpy(name, dir);
  size_t n = strlen(name);
  long total = 0;
  for (int i = 0; corpus[i].name != NULL; i++) {
    strcpy(name + n, corpus[i].name);
    total += size_of(name);
  }
  return total;
}

// Probes for a free temporary name: `base`, `base.tmp1`, `base.tmp2`, ... through a pointer to
// the caller's buffer (`*tempname`).
int free_temp_name(char **tempname, const char *base) {
  int count = 0;
  while (1) {
    strcpy(*tempname, base);
    if (count++)
      sprintf(*tempname + strlen(*tempname), ".tmp%d", count - 1);
    else
      strcat(*tempname, ".tmp");
    FILE *probe = fopen(*tempname, "rb");
    if (!probe)
      return count;
    fclose(probe);
  }
}

// A one-letter suffix stored through an index: `log.a`, `log.b`, ... each read whole.
long rotated_log_bytes(char *path, size_t len) {
  long total = 0;
  for (char c = 'a'; c <= 'z'; ++c) {
    path[len] = c;
    FILE *f = fopen(path, "r");
    if (!f)
      continue;
    char block[4096];
    size_t got;
    while ((got = fread(block, 1, sizeof block, f)) > 0)
      total += (long)got;
    fclose(f);
  }
  return total;
}
