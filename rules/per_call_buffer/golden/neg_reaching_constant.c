// A size local started at a constant, allocated, and only then given the length a retry needs
// (tinyproxy's write_message: `size = 8192; buf = malloc(size); while (1) { n = vsnprintf(buf,
// size, ...); if (n < size) break; size = n + 1; buf = realloc(buf, size); }`). The later store
// feeds only the realloc: the definition of `size` that reaches the malloc is the 8 KiB
// initialiser (faultline-loop-alloc.md, "Unknown sizes", item 12), so the per-call block is
// small and nothing is reported, although send_line runs once per line.
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

int golden_send(int fd, const char *text, size_t length);

int send_formatted(int fd, size_t needed, const char *fmt, ...) {
  size_t size = 8192;
  char *buf = malloc(size);
  if (!buf)
    return -1;
  while (needed >= size) {
    size = needed + 1; // only the realloc below sees this
    char *grown = realloc(buf, size);
    if (!grown) {
      free(buf);
      return -1;
    }
    buf = grown;
  }
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(buf, size, fmt, ap);
  va_end(ap);
  int rc = n < 0 ? -1 : golden_send(fd, buf, (size_t)n);
  free(buf);
  return rc;
}

int send_lines(int fd, const char **lines, const size_t *lengths, int count) {
  int rc = 0;
  for (int i = 0; i < count; ++i)
    rc |= send_formatted(fd, lengths[i], "%s\r\n", lines[i]);
  return rc;
}
