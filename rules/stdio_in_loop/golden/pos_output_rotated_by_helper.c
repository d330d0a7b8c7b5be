// Split output (crunch's chunk(), held-out set 14): for each word length the file START is
// opened to append; when a chunk is full, START is closed, a helper of this file renames it to
// the chunk's final name, and START is created anew. That inner open starts a new file each
// time, which must be closed before it can be renamed: no finding there. The outer open per
// word length appends to the same START again (the helper renames it only when a chunk is
// full, in the inner loop): still reported.
#include <stdio.h>

static int rot_rename(const char *path, int chunk) {
  char final_name[64];
  snprintf(final_name, sizeof final_name, "chunk-%04d.txt", chunk);
  return rename(path, final_name);
}

int rot_write_words(const char *path, int min_len, int max_len, long words, long per_chunk) {
  int chunk = 0;
  for (int len = min_len; len <= max_len; ++len) {
    FILE *out = fopen(path, "a+"); // EXPECT: faultline-stdio-in-loop
    if (!out)
      return -1;
    long lines = 0, written = 0;
    while (written < words) {
      if (lines < per_chunk) {
        fprintf(out, "%0*ld\n", len, written);
        ++lines;
        ++written;
      } else {
        fclose(out);
        rot_rename(path, chunk++);
        out = fopen(path, "w");
        if (!out)
          return -1;
        lines = 0;
      }
    }
    fclose(out);
  }
  return chunk;
}
