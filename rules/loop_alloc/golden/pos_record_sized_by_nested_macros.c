// 256 order-1 decoders of 4 KiB each per block: the record's array bound is a macro of a macro
// (`TOTFREQ` = `1 << TF_SHIFT`), reached through `sizeof(*D)` and an anonymous struct's typedef
// (htslib's rans_uncompress_O1, bundled by bedtools). Both modes size it: 1 MiB per block.
#include <stdlib.h>

#define TF_SHIFT 12
#define TOTFREQ (1 << TF_SHIFT)

typedef struct {
  unsigned char R[TOTFREQ];
} ari_decoder;

long decode_blocks(const unsigned char *in, int nblocks) {
  long sum = 0;
  for (int b = 0; b < nblocks; b++) {
    ari_decoder *D = NULL;
    D = calloc(256, sizeof(*D)); // EXPECT: faultline-loop-alloc warning
    if (!D)
      return -1;
    D[in[b]].R[b % TOTFREQ] = in[b];
    sum += D[in[b]].R[0];
    free(D);
  }
  return sum;
}
