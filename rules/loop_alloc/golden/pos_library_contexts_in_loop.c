// Library models (rules/models/): contexts created and freed on every iteration of a loop — a zstd compression stream (~3.5 MiB, ZSTD_estimateCStreamSize(3)), a bzip2 compressor (~7.2 MiB at blockSize100k 9, owned by the bz_stream), an xz encoder (~93 MiB at preset 6: an error, mmapped fresh every time) and a Python buffer (PyMem_Malloc, sized like malloc). Prototypes as in zstd.h, bzlib.h, lzma.h and Python.h.
#include <stddef.h>
#include <stdint.h>

typedef struct ZSTD_CCtx_s ZSTD_CStream;
ZSTD_CStream *ZSTD_createCStream(void);
size_t ZSTD_freeCStream(ZSTD_CStream *zcs);
size_t ZSTD_initCStream(ZSTD_CStream *zcs, int compressionLevel);

typedef struct {
  char *next_in;
  unsigned int avail_in;
  char *next_out;
  unsigned int avail_out;
  void *state;
} bz_stream;
int BZ2_bzCompressInit(bz_stream *strm, int blockSize100k, int verbosity, int workFactor);
int BZ2_bzCompress(bz_stream *strm, int action);
int BZ2_bzCompressEnd(bz_stream *strm);

typedef struct {
  const uint8_t *next_in;
  size_t avail_in;
  uint8_t *next_out;
  size_t avail_out;
  void *internal;
} lzma_stream;
int lzma_easy_encoder(lzma_stream *strm, uint32_t preset, int check);
int lzma_code(lzma_stream *strm, int action);
void lzma_end(lzma_stream *strm);

void *PyMem_Malloc(size_t n);
void PyMem_Free(void *p);

size_t libloop_zstd(int files) {
  size_t total = 0;
  for (int i = 0; i < files; ++i) {
    ZSTD_CStream *zcs = ZSTD_createCStream(); // EXPECT: faultline-loop-alloc warning
    total += ZSTD_initCStream(zcs, 3);
    ZSTD_freeCStream(zcs);
  }
  return total;
}

int libloop_bzip2(char **bufs, const unsigned *lens, char *out, int count) {
  int status = 0;
  for (int i = 0; i < count; ++i) {
    bz_stream strm = {0};
    BZ2_bzCompressInit(&strm, 9, 0, 0); // EXPECT: faultline-loop-alloc warning
    strm.next_in = bufs[i];
    strm.avail_in = lens[i];
    strm.next_out = out;
    strm.avail_out = 1 << 20;
    status |= BZ2_bzCompress(&strm, 2);
    BZ2_bzCompressEnd(&strm);
  }
  return status;
}

int libloop_xz(const uint8_t *const *bufs, const size_t *lens, uint8_t *out, int count) {
  int status = 0;
  for (int i = 0; i < count; ++i) {
    lzma_stream strm = {0};
    lzma_easy_encoder(&strm, 6, 4); // EXPECT: faultline-loop-alloc error
    strm.next_in = bufs[i];
    strm.avail_in = lens[i];
    strm.next_out = out;
    strm.avail_out = 1 << 20;
    status |= lzma_code(&strm, 3);
    lzma_end(&strm);
  }
  return status;
}

size_t libloop_python(int rows) {
  size_t total = 0;
  for (int i = 0; i < rows; ++i) {
    char *row = PyMem_Malloc(4 << 20); // EXPECT: faultline-loop-alloc warning
    row[0] = (char)i;
    total += (size_t)row[0];
    PyMem_Free(row);
  }
  return total;
}
