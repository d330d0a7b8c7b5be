// The wrapper of neg_opener_wrapper_caller_buffer.c called with a null buffer: it returns the
// stream as fopen made it, so each file read a character at a time gets a stdio buffer malloc'd
// anew: the per-item note, as for a direct fopen (pos_fopen_per_file_fgetc.c).
#include <stdio.h>

FILE *open_stream_buffered(const char *path, const char *mode, char **buf, size_t *size);

int count_all_lines(const char *const *paths, int n) {
  int lines = 0;
  for (int i = 0; i < n; ++i) {
    FILE *fs = open_stream_buffered(paths[i], "r", NULL, NULL); // EXPECT: faultline-stdio-in-loop note
    if (!fs)
      continue;
    int c;
    while ((c = fgetc(fs)) != EOF)
      lines += c == '\n';
    fclose(fs);
  }
  return lines;
}
