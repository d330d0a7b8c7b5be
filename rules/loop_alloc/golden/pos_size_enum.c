// The size comes from an enumerator: enum { FRAME_BYTES = 1 << 19 } (512 KiB).
#include <stdlib.h>
#include <string.h>

enum { FRAME_BYTES = 1 << 19 };

int decode_frames(const unsigned char *stream, int nframes) {
  int keyframes = 0;
  for (int i = 0; i < nframes; ++i) {
    unsigned char *frame = malloc(FRAME_BYTES); // EXPECT: faultline-loop-alloc
    if (!frame)
      return -1;
    memcpy(frame, stream + (size_t)i * FRAME_BYTES, FRAME_BYTES);
    keyframes += frame[0] == 0x47;
    free(frame);
  }
  return keyframes;
}
