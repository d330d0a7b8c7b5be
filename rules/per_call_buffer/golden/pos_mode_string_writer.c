// The openers of neg_mode_string_reader.c called with mode strings that ask to write: the scan
// of "rw" ends on 'w' (encoding 1), "w" passes the NULL default unchanged, "w9" has a 'w' for
// strchr, "wb" starts with 'w'. Each call
// in the loop builds and frees its encoder: faultline-per-call-buffer at each (the lzma encoder
// ~93 MiB, an error; the zstd stream ~3.5 MiB). Only a mode that decides the test exactly cuts
// the branch.
#include <stddef.h>
#include <stdint.h>
#include <string.h>

typedef struct ZSTD_CCtx_s ZSTD_CStream;
ZSTD_CStream *ZSTD_createCStream(void);
size_t ZSTD_freeCStream(ZSTD_CStream *zcs);

typedef struct {
  const uint8_t *next_in;
  size_t avail_in;
  uint8_t *next_out;
  size_t avail_out;
  void *internal;
} lzma_stream;
int lzma_easy_encoder(lzma_stream *strm, uint32_t preset, int check);
void lzma_end(lzma_stream *strm);

int golden_write_all(const char *path, void *state);

static int scan_open(const char *path, const char *mode) {
  int encoding = 0;
  for (; *mode; mode++) {
    if (*mode == 'w')
      encoding = 1;
    else if (*mode == 'r')
      encoding = 0;
  }
  lzma_stream strm = {0};
  if (encoding)
    lzma_easy_encoder(&strm, 6, 0); // EXPECT: faultline-per-call-buffer error
  int rc = golden_write_all(path, &strm);
  lzma_end(&strm);
  return rc;
}

static int strchr_open(const char *path, const char *mode) {
  ZSTD_CStream *zcs = NULL;
  if (strchr(mode, 'w'))
    zcs = ZSTD_createCStream(); // EXPECT: faultline-per-call-buffer
  int rc = golden_write_all(path, zcs);
  ZSTD_freeCStream(zcs);
  return rc;
}

static int first_character_open(const char *path, const char *mode) {
  lzma_stream strm = {0};
  if (*mode == 'w')
    lzma_easy_encoder(&strm, 6, 0); // EXPECT: faultline-per-call-buffer error
  int rc = golden_write_all(path, &strm);
  lzma_end(&strm);
  return rc;
}

// A NULL mode becomes "r"; a mode given is kept: "w" here builds the encoder.
static int default_open(const char *path, const char *mode) {
  if (!mode)
    mode = "r";
  return scan_open(path, mode);
}

int write_repositories(const char **paths, int count) {
  int rc = 0;
  for (int i = 0; i < count; ++i) {
    rc |= default_open(paths[i], "w");
    rc |= scan_open(paths[i], "rw");
    rc |= strchr_open(paths[i], "w9");
    rc |= first_character_open(paths[i], "wb");
  }
  return rc;
}
