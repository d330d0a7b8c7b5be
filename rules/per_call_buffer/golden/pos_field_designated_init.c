// A per-call buffer allocated through a field of a callbacks struct whose default is stored by a designated initialiser (`static const struct dc_io dc_defaults = {.alloc = malloc, .release = free}`, like c-blosc2's io callbacks): dc_decode_frame mallocs a 1 MiB frame through `io->alloc` and frees it through `io->release` on every call from dc_decode_all's loop, so faultline-per-call-buffer at the call through the field.
#include <stdlib.h>
#include <string.h>

struct dc_io {
  const char *name;
  void *(*alloc)(size_t size);
  void (*release)(void *ptr);
};

static const struct dc_io dc_defaults = {.name = "heap", .alloc = malloc, .release = free};

static const struct dc_io *dc_get_io(void) { return &dc_defaults; }

static int dc_decode_frame(const unsigned char *in, size_t len) {
  const struct dc_io *io = dc_get_io();
  unsigned char *frame = io->alloc(1 << 20); // EXPECT: faultline-per-call-buffer
  if (!frame)
    return -1;
  memcpy(frame, in, len < (1u << 20) ? len : (1u << 20));
  int first = frame[0];
  io->release(frame);
  return first;
}

int dc_decode_all(const unsigned char *in, size_t len, int frames) {
  int total = 0;
  for (int i = 0; i < frames; ++i)
    total += dc_decode_frame(in, len);
  return total;
}
