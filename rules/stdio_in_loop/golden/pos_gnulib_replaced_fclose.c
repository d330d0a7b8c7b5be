// The same per-file character loop as pos_fopen_per_file_fgetc.c in a gnulib project: its
// generated <stdio.h> says `#define fclose rpl_fclose` when configure finds the C library's
// fclose wanting (coreutils 9.1 on glibc 2.36: fold.c, paste.c), so the compiler sees a call of
// rpl_fclose, defined in another file (lib/fclose.c). It keeps fclose's contract: the stream and
// its buffer are released on every iteration, as in the unreplaced file.
#include <stdio.h>

int rpl_fclose(FILE *stream);
#define fclose rpl_fclose

long count_newlines_gnulib(const char *const *paths, int n) {
  long lines = 0;
  for (int i = 0; i < n; ++i) {
    FILE *f = fopen(paths[i], "r"); // EXPECT: faultline-stdio-in-loop note
    if (!f)
      continue;
    int c;
    while ((c = getc(f)) != EOF)
      lines += c == '\n';
    fclose(f);
  }
  return lines;
}
