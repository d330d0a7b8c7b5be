// Compressed-file openers that build an encoder only for a mode string asking to write
// (libsolv's lzopen and zstdopen: `for (; *mode; mode++) if (*mode == 'w') encoding = 1; else if
// (*mode == 'r') encoding = 0;` then `if (encoding)` makes the 93 MiB lzma encoder; others ask
// `strchr(mode, 'w')`, `*mode == 'w'` or `mode[0] != 'r'`). The loop opens every file with the
// literal "r" (or NULL, which libsolv's solv_xfopen turns into "r" first): its characters decide
// each test, no encoder is made on that path. Not a finding.
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

int golden_read_all(const char *path, void *state);

static int scan_open(const char *path, const char *mode) {
  int level = 6;
  int encoding = 0;
  for (; *mode; mode++) {
    if (*mode == 'w')
      encoding = 1;
    else if (*mode == 'r')
      encoding = 0;
    else if (*mode >= '1' && *mode <= '9')
      level = *mode - '0';
  }
  lzma_stream strm = {0};
  if (encoding)
    lzma_easy_encoder(&strm, (uint32_t)level, 0);
  int rc = golden_read_all(path, &strm);
  lzma_end(&strm);
  return rc;
}

static int strchr_open(const char *path, const char *mode) {
  ZSTD_CStream *zcs = NULL;
  if (strchr(mode, 'w') != NULL)
    zcs = ZSTD_createCStream();
  int rc = golden_read_all(path, zcs);
  ZSTD_freeCStream(zcs);
  return rc;
}

static int first_character_open(const char *path, const char *mode) {
  lzma_stream strm = {0};
  if (*mode == 'w')
    lzma_easy_encoder(&strm, 6, 0);
  else if (mode[0] == 'a')
    lzma_easy_encoder(&strm, 6, 0);
  else if (mode[0] != 'r')
    lzma_easy_encoder(&strm, 6, 0);
  int rc = golden_read_all(path, &strm);
  lzma_end(&strm);
  return rc;
}

// libsolv's solv_xfopen: a NULL mode reads. Past the default, `mode` is the caller's string, or
// "r" for NULL: either way the scan sees "r" here.
static int default_open(const char *path, const char *mode) {
  if (!mode)
    mode = "r";
  return scan_open(path, mode);
}

int read_repositories(const char **paths, int count) {
  int rc = 0;
  for (int i = 0; i < count; ++i) {
    rc |= default_open(paths[i], "r");
    rc |= default_open(paths[i], NULL);
    rc |= scan_open(paths[i], "r");
    rc |= strchr_open(paths[i], "r");
    rc |= first_character_open(paths[i], "r");
  }
  return rc;
}
