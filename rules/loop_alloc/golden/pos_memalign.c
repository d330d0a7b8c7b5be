// memalign (glibc <malloc.h>) of 512 KiB per iteration, freed in the same iteration.
#include <malloc.h>
#include <stdlib.h>
#include <string.h>

unsigned xor_frames(const unsigned char *frames, int nframes) {
  unsigned acc = 0;
  for (int i = 0; i < nframes; ++i) {
    unsigned char *f = memalign(64, 512 * 1024); // EXPECT: faultline-loop-alloc
    if (!f)
      return 0;
    memcpy(f, frames + (size_t)i * 512 * 1024, 512 * 1024);
    acc ^= f[i];
    free(f);
  }
  return acc;
}
