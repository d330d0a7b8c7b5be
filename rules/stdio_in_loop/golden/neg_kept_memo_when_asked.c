// mdadm's mdstat_read: with `hold` set the descriptor is kept in a static after the first call
// and later calls reread it through a dup; only a caller passing 0 reopens /proc/mdstat on
// every call. reshape_array polls with hold = 1: the open runs once per run of its loop
// (analyzer/extract/KeptMemos.cpp, fastmode/FastKeptMemos.cpp). pos_kept_memo_not_asked.c is
// the caller passing 0.
#include <stdio.h>
#include <sys/types.h>
#include <unistd.h>

static int status_fd = -1;

int read_status(int hold, char *line, int size) {
  FILE *f;
  if (hold && status_fd != -1) {
    if (lseek(status_fd, 0L, 0) == (off_t)-1)
      return -1;
    int fd = dup(status_fd);
    f = fd >= 0 ? fdopen(fd, "r") : NULL;
  } else {
    f = fopen("/proc/mdstat", "r");
  }
  if (f == NULL)
    return -1;
  int lines = 0;
  while (fgets(line, size, f))
    lines++;
  if (hold && status_fd == -1)
    status_fd = dup(fileno(f));
  fclose(f);
  return lines;
}

int wait_for_resync(char *line, int size) {
  int polls = 0;
  while (read_status(1, line, size) > 2) {
    sleep(1);
    polls++;
  }
  return polls;
}
