// Contrast neg_output_rotated_by_helper.c: the helper between close and reopen only counts the
// chunk, renames nothing, so the same file is truncated and opened again per chunk.
#include <stdio.h>

static int norot_chunks;

static void norot_count(const char *path) {
  if (path[0])
    ++norot_chunks;
}

int norot_write_words(const char *const *words, int n) {
  const char *path = "START";
  int written = 0;
  for (int i = 0; i < n; ++i) {
    FILE *out = fopen(path, "w"); // EXPECT: faultline-stdio-in-loop
    if (!out)
      return -1;
    norot_count(path);
    written += fprintf(out, "%s\n", words[i]) > 0;
    fclose(out);
  }
  return written;
}
