// Allocator wrappers whose size is a conditional or a macro (redis's zmalloc hides a header and
// asks for MIN_SIZE(size) + PREFIX_SIZE; many xmallocs ask for `size ? size : 1`): recognised
// as wrappers, their size carried through the zero-size fallback, and the header-offset pointer
// released by the matching free wrapper.
#include <stdlib.h>
#include <string.h>

#define HDR_PREFIX 16
#define HDR_MIN_SIZE(s) ((s) > 0 ? (s) : sizeof(long))

void *hdr_malloc(size_t size) {
  char *ptr = malloc(HDR_MIN_SIZE(size) + HDR_PREFIX);
  if (!ptr)
    abort();
  return ptr + HDR_PREFIX;
}

void hdr_free(void *ptr) {
  if (ptr)
    free((char *)ptr - HDR_PREFIX);
}

void *nz_malloc(size_t size) {
  void *p = malloc(size ? size : 1);
  if (!p)
    abort();
  return p;
}

void rebuild_frames(int n) {
  for (int i = 0; i < n; ++i) {
    char *frame = hdr_malloc(4 << 20); // EXPECT: faultline-loop-alloc warning
    char *scratch = nz_malloc(4 << 20); // EXPECT: faultline-loop-alloc warning
    memset(frame, 0, 4 << 20);
    memset(scratch, 0, 4 << 20);
    hdr_free(frame);
    free(scratch);
  }
}
