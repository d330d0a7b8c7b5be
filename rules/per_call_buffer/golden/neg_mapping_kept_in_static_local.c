// dateutils' init_prchunk (issue 10, held-out set 9): the context is a static local struct, and
// the second mapping stored in its field is unmapped only when posix_fadvise fails, before
// `return NULL`. On success the mapping stays in the static object, which outlives the call: the
// munmap is error cleanup, not a release per call.
#define _GNU_SOURCE
#include <fcntl.h>
#include <stddef.h>
#include <sys/mman.h>

#define MAP_LEN (16 * 1024 * 1024)

struct chunk_ctx {
  char *buf;
  char *scratch;
  int fd;
};

struct chunk_ctx *init_chunker(int fd) {
  static struct chunk_ctx ctx;

  ctx.buf = mmap(NULL, MAP_LEN, PROT_READ | PROT_WRITE, MAP_ANONYMOUS | MAP_PRIVATE, -1, 0);
  if (ctx.buf == MAP_FAILED)
    return NULL;
  ctx.scratch = mmap(NULL, MAP_LEN, PROT_READ | PROT_WRITE, MAP_ANONYMOUS | MAP_PRIVATE, -1, 0);
  if (ctx.scratch == MAP_FAILED)
    return NULL;
  if ((ctx.fd = fd) > 0) {
    int rc = posix_fadvise(fd, 0, 0, POSIX_FADV_SEQUENTIAL);
    if (rc < 0) {
      munmap(ctx.scratch, MAP_LEN);
      return NULL;
    }
  }
  return &ctx;
}

int chunk_files(const int *fds, int n) {
  int ready = 0;
  for (int i = 0; i < n; ++i)
    if (init_chunker(fds[i]))
      ++ready;
  return ready;
}
