// The shape of neg_failure_cleanup_field.c, but checksum_index also unmaps on the success path before `return 0`: the mapping dies in every call (checksum_all calls it per file), so it is a per-call buffer. The mapping is anonymous scratch the file is read into: a mapping of the file itself would be reading it, not a block (see "File mappings").
#define _DEFAULT_SOURCE
#include <stddef.h>
#include <sys/mman.h>
#include <unistd.h>

struct scanned_index {
  unsigned char *map;
  size_t map_size;
  long sum;
};

static int checksum_index(struct scanned_index *idx, int fd, size_t size) {
  idx->map_size = size;
  idx->map = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0); // EXPECT: faultline-per-call-buffer
  if (idx->map == MAP_FAILED)
    return -1;
  if (read(fd, idx->map, size) != (ssize_t)size)
    goto cleanup;
  if (size < 12 || idx->map[0] != 'I')
    goto cleanup;
  idx->sum = idx->map[1] + idx->map[size - 1];
  munmap(idx->map, idx->map_size);
  idx->map = NULL;
  return 0;

cleanup:
  munmap(idx->map, idx->map_size);
  idx->map = NULL;
  idx->map_size = 0;
  return -1;
}

int checksum_all(struct scanned_index *indexes, const int *fds, const size_t *sizes, int count) {
  int done = 0;
  for (int i = 0; i < count; ++i)
    done += checksum_index(&indexes[i], fds[i], sizes[i]) == 0;
  return done;
}
