// Per-thread work buffers allocated by the guard itself: `!src_buffer && !(src_buffer =
// malloc(...))` runs the malloc only while the thread-local pointer is unset, and the malloc
// fills it, so each thread allocates once; the free is on the failure path of the second buffer
// (procps' openproc, called per process listing, held-out set 22). Not a per-call buffer.
#include <stdlib.h>

#define WORK_BUFSZ (1024 * 64 * 2)

static __thread char *src_buffer, *dst_buffer;

struct listing {
  int flags;
};

struct listing *open_listing(int flags) {
  struct listing *l = malloc(sizeof *l);
  if (!l)
    return NULL;
  if (!src_buffer && !(src_buffer = malloc(WORK_BUFSZ))) {
    free(l);
    return NULL;
  }
  if (!dst_buffer && !(dst_buffer = malloc(WORK_BUFSZ))) {
    free(src_buffer);
    free(l);
    return NULL;
  }
  l->flags = flags;
  return l;
}

void close_listing(struct listing *l) { free(l); }

int count_listings(int n) {
  int opened = 0;
  for (int i = 0; i < n; i++) {
    struct listing *l = open_listing(i);
    opened += l != NULL;
    close_listing(l);
  }
  return opened;
}
