// Two 1 MiB blocks freed together on every iteration: default glibc raises its mmap threshold
// to 1 MiB after the first free, so both come from the heap; but the frees leave 2 MiB free at
// the heap top, above the trim threshold (twice the raised mmap threshold), and glibc trims it
// each time: 480 minor faults per iteration on default glibc (docs/runtime.md, "Trimming").
#include <stdlib.h>
#include <string.h>

long mix_frames(int nframes) {
  long acc = 0;
  for (int f = 0; f < nframes; ++f) {
    char *in = malloc(1u << 20);  // EXPECT: faultline-loop-alloc warning
    char *out = malloc(1u << 20); // EXPECT: faultline-loop-alloc warning
    if (!in || !out)
      break;
    memset(in, f, 1u << 20);
    memcpy(out, in, 1u << 20);
    acc += out[f];
    free(in);
    free(out);
  }
  return acc;
}
