// fdopen/fclose per iteration: every wrapped descriptor gets its own stdio buffer and FILE.
#define _POSIX_C_SOURCE 200809L
#include <fcntl.h>
#include <unistd.h>
#include <stdio.h>

long count_lines(const char *const *paths, int n) {
  long lines = 0;
  for (int i = 0; i < n; ++i) {
    int fd = open(paths[i], O_RDONLY);
    if (fd < 0)
      continue;
    FILE *f = fdopen(fd, "r"); // EXPECT: faultline-stdio-in-loop note
    if (!f) {
      close(fd);
      continue;
    }
    int c;
    while ((c = getc(f)) != EOF)
      lines += c == '\n';
    fclose(f);
  }
  return lines;
}
