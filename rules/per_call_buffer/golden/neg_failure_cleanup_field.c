// git's open_pack_bitmap_1 shape: map_index reads a file into an anonymous mapping in idx->map (a mapping of the file itself would not be a block at all) (a field of the caller's object) and munmaps it only under the `cleanup:` label that the failed checks `goto` and that ends in `return -1`; on success the mapping stays in idx for the caller, so no per-call buffer is made and released (map_all calls it per file).
#define _DEFAULT_SOURCE
#include <stddef.h>
#include <sys/mman.h>
#include <unistd.h>

struct mapped_index {
  unsigned char *map;
  size_t map_size;
};

static int map_index(struct mapped_index *idx, int fd, size_t size) {
  idx->map_size = size;
  idx->map = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (idx->map == MAP_FAILED)
    return -1;
  if (read(fd, idx->map, size) != (ssize_t)size)
    goto cleanup;
  if (size < 12 || idx->map[0] != 'I')
    goto cleanup;
  if (idx->map[1] != 2)
    goto cleanup;
  return 0;

cleanup:
  munmap(idx->map, idx->map_size);
  idx->map = NULL;
  idx->map_size = 0;
  return -1;
}

int map_all(struct mapped_index *indexes, const int *fds, const size_t *sizes, int count) {
  int mapped = 0;
  for (int i = 0; i < count; ++i)
    mapped += map_index(&indexes[i], fds[i], sizes[i]) == 0;
  return mapped;
}
