// The counterpart of neg_path_copied_through_pointer.c: the loop sets a second pointer to the
// path buffer but only reads through it (counting its characters); the buffer holds the same
// name on every iteration, so the same file is opened and closed each time: reported.
#include <stdio.h>
#include <string.h>

int append_lines(const char *const *lines, int count) {
  char log_name[64];
  strcpy(log_name, "/tmp/append.log");
  int written = 0;
  for (int i = 0; i < count; ++i) {
    int length = 0;
    for (const char *p = log_name; *p; ++p)
      ++length;
    FILE *log = fopen(log_name, "a"); // EXPECT: faultline-stdio-in-loop
    if (!log)
      continue;
    written += fprintf(log, "%d %s\n", length, lines[i]) > 0;
    fclose(log);
  }
  return written;
}
