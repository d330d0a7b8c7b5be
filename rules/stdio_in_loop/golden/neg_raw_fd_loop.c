// open/read/close on raw descriptors in a loop involves no stdio stream at all.
#define _POSIX_C_SOURCE 200809L
#include <fcntl.h>
#include <unistd.h>

long total_size(const char *const *paths, int n) {
  long total = 0;
  char buf[4096];
  for (int i = 0; i < n; ++i) {
    int fd = open(paths[i], O_RDONLY);
    if (fd < 0)
      continue;
    ssize_t got;
    while ((got = read(fd, buf, sizeof buf)) > 0)
      total += got;
    close(fd);
  }
  return total;
}
