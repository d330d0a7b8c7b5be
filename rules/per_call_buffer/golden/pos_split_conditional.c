// A per-call buffer in a function whose statement is split by `#if`/`#else` (python-zstandard's
// format strings per Python version): fast mode keeps the first branch of such a group, as the
// preprocessor would for one configuration, instead of losing the whole function to a parse
// error (analyzer/fastmode/SplitConditionals.h). decode_frame, called per frame from
// decode_all, churns 256 KiB per call: faultline-per-call-buffer in both modes.
#include <stdlib.h>
#include <string.h>

int emit(const char *format, const char *data, size_t size);

int decode_frame(const char *frame, size_t size) {
  char *out = malloc(256 * 1024); // EXPECT: faultline-per-call-buffer
  if (!out)
    return -1;
  memcpy(out, frame, size < 256 * 1024 ? size : 256 * 1024);
  int written = emit(
#if FORMAT_VERSION >= 3
      "y#",
#else
      "s#",
#endif
      out, size);
  if (written < 0) {
#ifdef VERBOSE_ERRORS
    if (emit("error in frame of %zu bytes", frame,
#else
    if (emit("error", frame,
#endif
             size) < 0)
      written = -2;
  }
  free(out);
  return written;
}

int decode_all(const char **frames, const size_t *sizes, int n) {
  int total = 0;
  for (int i = 0; i < n; ++i)
    total += decode_frame(frames[i], sizes[i]);
  return total;
}
