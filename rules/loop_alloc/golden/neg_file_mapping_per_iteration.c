// One file mapped per iteration (each path of a list, through its own descriptor): the page
// faults are reading those files, which read() would pay too; not a scratch block to hoist.
#define _DEFAULT_SOURCE
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

long checksum_files(const char *const *paths, int count) {
  long sum = 0;
  for (int i = 0; i < count; ++i) {
    int fd = open(paths[i], O_RDONLY);
    struct stat st;
    if (fd < 0 || fstat(fd, &st) < 0)
      continue;
    size_t len = (size_t)st.st_size;
    unsigned char *map = mmap(NULL, len, PROT_READ, MAP_PRIVATE, fd, 0);
    if (map != MAP_FAILED) {
      for (size_t at = 0; at < len; at += 4096)
        sum += map[at];
      munmap(map, len);
    }
    close(fd);
  }
  return sum;
}
