// Library models' size functions stay honest about small sizes: LZ4_compressBound(4096) is 4,128 bytes (lz4.h's n + n / 255 + 16), and ZSTD_compressBound of an unsigned short length is at most 65,790; neither reaches the mmap threshold, so per-call allocations of them are no finding. A project function that shares a modelled name (its own ZSTD_DStreamOutSize returning 4 KiB) is read as code, not as the model's 128 KiB.
#include <stddef.h>
#include <stdlib.h>

int LZ4_compressBound(int inputSize);
size_t ZSTD_compressBound(size_t srcSize);

static size_t ZSTD_DStreamOutSize(void) { return 4096; }

static int sfneg_block(const char *src) {
  char *out = malloc(LZ4_compressBound(4096));
  int r = out && src[0];
  free(out);
  return r;
}

static int sfneg_record(const char *src, unsigned short len) {
  char *out = malloc(ZSTD_compressBound(len));
  int r = out && src[len > 0 ? len - 1 : 0];
  free(out);
  return r;
}

static int sfneg_own_size(const char *src) {
  char *out = malloc(ZSTD_DStreamOutSize());
  int r = out && src[0];
  free(out);
  return r;
}

int sfneg_all(const char **srcs, int count) {
  int total = 0;
  for (int i = 0; i < count; ++i)
    total += sfneg_block(srcs[i]) + sfneg_record(srcs[i], 100) + sfneg_own_size(srcs[i]);
  return total;
}
