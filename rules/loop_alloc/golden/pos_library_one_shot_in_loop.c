// Library models with `transient: true` (rules/models/): one-shot helpers that build and free their context inside every call, called once per iteration. compress2 makes a ~262 KiB deflate state (deflateInit + deflateEnd inside the call), LZ4_compress_HC a ~256 KiB LZ4_streamHC_t (LZ4HC_HEAPMODE 1), BZ2_bzBuffToBuffCompress a ~7.2 MiB compressor, lzma_easy_buffer_encode a ~93 MiB preset-6 encoder (an error: mmapped fresh every call). Prototypes as in zlib.h, lz4hc.h, bzlib.h and lzma.h.
#include <stddef.h>
#include <stdint.h>

typedef unsigned long uLongf;
int compress2(unsigned char *dest, uLongf *destLen, const unsigned char *source,
              unsigned long sourceLen, int level);
int LZ4_compress_HC(const char *src, char *dst, int srcSize, int dstCapacity, int compressionLevel);
int BZ2_bzBuffToBuffCompress(char *dest, unsigned int *destLen, char *source,
                             unsigned int sourceLen, int blockSize100k, int verbosity,
                             int workFactor);
int lzma_easy_buffer_encode(uint32_t preset, int check, const void *allocator, const uint8_t *in,
                            size_t in_size, uint8_t *out, size_t *out_pos, size_t out_size);

unsigned long oneshot_zlib(unsigned char *out, const unsigned char *const *blocks,
                           const unsigned long *lens, int count) {
  unsigned long total = 0;
  for (int i = 0; i < count; ++i) {
    uLongf len = 1 << 16;
    compress2(out, &len, blocks[i], lens[i], 6); // EXPECT: faultline-loop-alloc warning
    total += len;
  }
  return total;
}

int oneshot_lz4(char *out, const char *const *blocks, const int *lens, int count) {
  int total = 0;
  for (int i = 0; i < count; ++i)
    total += LZ4_compress_HC(blocks[i], out, lens[i], 1 << 16, 9); // EXPECT: faultline-loop-alloc warning
  return total;
}

int oneshot_bzip2(char *out, char **blocks, const unsigned *lens, int count) {
  int status = 0;
  for (int i = 0; i < count; ++i) {
    unsigned len = 1 << 20;
    status |= BZ2_bzBuffToBuffCompress(out, &len, blocks[i], lens[i], 9, 0, 0); // EXPECT: faultline-loop-alloc warning
  }
  return status;
}

size_t oneshot_xz(uint8_t *out, const uint8_t *const *blocks, const size_t *lens, int count) {
  size_t pos = 0;
  for (int i = 0; i < count; ++i)
    if (lzma_easy_buffer_encode(6, 4, NULL, blocks[i], lens[i], out, &pos, 1 << 20) != 0) // EXPECT: faultline-loop-alloc error
      break;
  return pos;
}
