// One file per command-line argument, read in lines: the helper's fopen/fclose is the per-item
// work itself (use_file_arguments.c passes a different path on each iteration).
#include <stdio.h>

long count_lines_in(const char *path) {
  char line[4096];
  long lines = 0;
  FILE *f = fopen(path, "r");
  if (!f)
    return -1;
  while (fgets(line, sizeof line, f))
    ++lines;
  fclose(f);
  return lines;
}
