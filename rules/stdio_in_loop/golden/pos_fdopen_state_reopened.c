// The same state file, relative to a directory descriptor, reopened through openat + fdopen on
// every pass: the descriptor is assigned in the loop, but what it opens ("state" in the same
// directory) never changes, so the stream could be kept open and rewound. Also the helper form:
// read_state_at() opens a constant name relative to its descriptor parameter, and
// poll_state() calls it with the same descriptor on every iteration.
#define _POSIX_C_SOURCE 200809L
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

long poll_inline(int dirfd, int passes) {
  long total = 0;
  char line[256];
  int fd = -1;
  for (int i = 0; i < passes; ++i) {
    fd = openat(dirfd, "state", O_RDONLY);
    if (fd < 0)
      break;
    FILE *f = fdopen(fd, "r"); // EXPECT: faultline-stdio-in-loop
    if (!f) {
      close(fd);
      break;
    }
    while (fgets(line, sizeof line, f))
      ++total;
    fclose(f);
  }
  return total;
}

static long read_state_at(int dirfd) {
  long value = 0;
  int fd = openat(dirfd, "state", O_RDONLY);
  if (fd < 0)
    return -1;
  FILE *f = fdopen(fd, "r"); // EXPECT: faultline-stdio-in-loop
  if (!f) {
    close(fd);
    return -1;
  }
  if (fscanf(f, "%ld", &value) != 1)
    value = -1;
  fclose(f);
  return value;
}

long poll_state(int dirfd, int passes) {
  long total = 0;
  for (int i = 0; i < passes; ++i)
    total += read_state_at(dirfd);
  return total;
}
