// The shape of neg_kept_by_callee_param.c, but count_patterns (use_pattern_lists.c) only reads the buffer and tally_patterns frees it on the success path too: 1 MiB made and released per call (tally_all calls it per file), a per-call buffer.
#include <stdlib.h>
#include <unistd.h>

int count_patterns(const char *buf, size_t size);

static int tally_patterns(int fd) {
  size_t size = 1 << 20;
  char *buf = malloc(size); // EXPECT: faultline-per-call-buffer
  if (!buf)
    return -1;
  if (read(fd, buf, size) != (ssize_t)size) {
    free(buf);
    close(fd);
    return -1;
  }
  close(fd);
  int count = count_patterns(buf, size);
  free(buf);
  return count;
}

int tally_all(const int *fds, int count) {
  int total = 0;
  for (int i = 0; i < count; ++i)
    total += tally_patterns(fds[i]);
  return total;
}
