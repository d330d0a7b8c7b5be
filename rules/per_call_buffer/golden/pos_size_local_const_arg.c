// Size through the call from a local constant at the hot call site (use_size_locals.c: const size_t frame = 3 << 19) rather than a literal.
#include <stdlib.h>
#include <string.h>

int denoise_frame(const unsigned char *in, unsigned char *out, size_t frame_bytes) {
  unsigned char *work = malloc(frame_bytes); // EXPECT: faultline-per-call-buffer
  if (!work)
    return -1;
  memcpy(work, in, frame_bytes);
  for (size_t i = 1; i + 1 < frame_bytes; ++i)
    out[i] = (unsigned char)((work[i - 1] + work[i] + work[i + 1]) / 3);
  free(work);
  return 0;
}
