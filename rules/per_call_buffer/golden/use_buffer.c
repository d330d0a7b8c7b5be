// buffer_new(len) wraps xmalloc (use_xalloc.c) with a header, buffer_free releases through xfree: wrappers of wrappers.
#include <stddef.h>

void *xmalloc(size_t n);
void xfree(void *p);

struct buffer {
  size_t len;
  unsigned char data[];
};

struct buffer *buffer_new(size_t len) {
  struct buffer *b = xmalloc(sizeof(struct buffer) + len);
  b->len = len;
  return b;
}

void buffer_free(struct buffer *b) {
  xfree(b);
}
