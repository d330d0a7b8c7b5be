// A 64 MiB block per iteration: above glibc's 32 MiB dynamic-threshold cap it is mmapped on every
// iteration even with default settings (16,385 faults, ~50 ms each time), hence an error.
#include <stdlib.h>
#include <string.h>

long reduce_frames(int nframes) {
  long acc = 0;
  for (int f = 0; f < nframes; ++f) {
    char *frame = malloc(64u * 1024 * 1024); // EXPECT: faultline-loop-alloc error
    if (!frame)
      return -1;
    memset(frame, f, 64u * 1024 * 1024);
    acc += frame[f * 4096];
    free(frame);
  }
  return acc;
}
