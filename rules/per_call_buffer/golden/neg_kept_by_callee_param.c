// git's add_patterns shape: load_patterns mallocs 1 MiB per call (load_all calls it per file) and frees it only when the read comes up short, before `return -1`; on success the buffer goes to attach_patterns (use_pattern_lists.c), which stores that parameter into a field of the list it is given: kept with the list, not a per-call buffer.
#include <stdlib.h>
#include <unistd.h>

struct pattern_list {
  char *filebuf;
  size_t size;
  int count;
};
void attach_patterns(char *buf, size_t size, struct pattern_list *list);

static int load_patterns(int fd, struct pattern_list *list) {
  size_t size = 1 << 20;
  char *buf = malloc(size);
  if (!buf)
    return -1;
  if (read(fd, buf, size) != (ssize_t)size) {
    free(buf);
    close(fd);
    return -1;
  }
  close(fd);
  attach_patterns(buf, size, list);
  return 0;
}

int load_all(const int *fds, struct pattern_list *lists, int count) {
  int loaded = 0;
  for (int i = 0; i < count; ++i)
    loaded += load_patterns(fds[i], &lists[i]) == 0;
  return loaded;
}
