// Library models' size functions (rules/models/zstd.yaml, zlib.yaml `size-functions:`): a helper that allocates zstd's recommended streaming output buffer (ZSTD_CStreamOutSize() = 131,591 bytes) and a zlib output buffer for a 1 MiB input (compressBound(1 << 20) = 1,048,909) on every call, called per file: faultline-per-call-buffer at both, sizes from the models although neither library body is in the translation unit. Prototypes as in zstd.h and zlib.h.
#include <stddef.h>
#include <stdlib.h>

size_t ZSTD_CStreamOutSize(void);
unsigned long compressBound(unsigned long sourceLen);

static size_t sfmodel_stream_file(const char *path) {
  void *out = malloc(ZSTD_CStreamOutSize()); // EXPECT: faultline-per-call-buffer
  size_t used = path[0] ? 1 : 0;
  free(out);
  return used;
}

static size_t sfmodel_pack_file(const char *path) {
  unsigned long cap = compressBound(1 << 20);
  unsigned char *packed = malloc(cap); // EXPECT: faultline-per-call-buffer
  size_t used = path[0] ? cap : 0;
  free(packed);
  return used;
}

size_t sfmodel_all(const char **paths, int count) {
  size_t total = 0;
  for (int i = 0; i < count; ++i)
    total += sfmodel_stream_file(paths[i]) + sfmodel_pack_file(paths[i]);
  return total;
}
