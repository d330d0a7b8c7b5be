// neg_kept_memo_when_asked.c's reader, polled by a caller that passes hold = 0: the memo is
// never filled, and /proc/mdstat is reopened on every call of its loop.
#include <stdio.h>
#include <unistd.h>

static int kept_fd = -1;

int read_kept(int hold, char *line, int size) {
  FILE *f;
  if (hold && kept_fd != -1) {
    int fd = dup(kept_fd);
    f = fd >= 0 ? fdopen(fd, "r") : NULL;
  } else {
    f = fopen("/proc/mdstat", "r"); // EXPECT: faultline-stdio-in-loop
  }
  if (f == NULL)
    return -1;
  int lines = 0;
  while (fgets(line, size, f))
    lines++;
  if (hold && kept_fd == -1)
    kept_fd = dup(fileno(f));
  fclose(f);
  return lines;
}

int poll_unkept(char *line, int size) {
  int polls = 0;
  while (read_kept(0, line, size) > 2) {
    sleep(1);
    polls++;
  }
  return polls;
}
