// The scan opener of neg_mode_string_reader.c, called with a mode the loop does not fix (each
// file's own mode from a table): the scan cannot be decided, the encoder may be built on every
// call. faultline-per-call-buffer, as without the mode test.
#include <stddef.h>
#include <stdint.h>

typedef struct {
  const uint8_t *next_in;
  size_t avail_in;
  uint8_t *next_out;
  size_t avail_out;
  void *internal;
} lzma_stream;
int lzma_easy_encoder(lzma_stream *strm, uint32_t preset, int check);
void lzma_end(lzma_stream *strm);

int golden_copy_all(const char *path, void *state);

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
  int rc = golden_copy_all(path, &strm);
  lzma_end(&strm);
  return rc;
}

int copy_files(const char **paths, const char **modes, int count) {
  int rc = 0;
  for (int i = 0; i < count; ++i)
    rc |= scan_open(paths[i], modes[i]);
  return rc;
}
