// Sizes spelt with unit macros that are expression tails (`#define MB *(1 << 20)`, lz4's and
// zstd's programs/ style): `(8 MB)` is 8 MiB in both front ends (fast mode pastes such a macro
// into the macros that use it, as the preprocessor does).
#include <stdlib.h>
#include <string.h>

#define KB *(1 << 10)
#define MB *(1 << 20)
#define LEGACY_BLOCK (8 MB)
#define SMALL_BLOCK (64 KB)

long pack_files(int nfiles) {
  long acc = 0;
  for (int f = 0; f < nfiles; ++f) {
    char *in = malloc(LEGACY_BLOCK); // EXPECT: faultline-loop-alloc warning
    char *tag = malloc(SMALL_BLOCK); // 64 KiB: below the threshold, no finding
    if (!in || !tag)
      break;
    memset(in, f, LEGACY_BLOCK);
    memset(tag, f, SMALL_BLOCK);
    acc += in[f] + tag[f];
    free(tag);
    free(in);
  }
  return acc;
}
