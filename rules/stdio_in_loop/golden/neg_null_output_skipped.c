// A helper with an optional output file (`if (output) out = fopen(output, "w");`), called once
// per input with NULL for it (git's handle_file, called from do_plain_rerere's loop with a NULL
// output): on this path the branch never runs, so the output stream is never opened. The input
// is a different file per iteration, read a line at a time: per-item work.
#include <stdio.h>

static int scan_file(const char *path, const char *output) {
  FILE *in = fopen(path, "r");
  if (!in)
    return -1;
  FILE *out = NULL;
  if (output) {
    out = fopen(output, "w");
    if (!out) {
      fclose(in);
      return -1;
    }
  }
  char line[256];
  int conflicts = 0;
  while (fgets(line, sizeof line, in)) {
    conflicts += line[0] == '<';
    if (out)
      fputs(line, out);
  }
  if (out)
    fclose(out);
  fclose(in);
  return conflicts;
}

int scan_all(const char *const *paths, int n) {
  int conflicts = 0;
  for (int i = 0; i < n; ++i)
    conflicts += scan_file(paths[i], NULL);
  return conflicts;
}
