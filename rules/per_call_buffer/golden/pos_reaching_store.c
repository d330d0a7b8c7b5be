// The same size local, but the store of the caller's length comes before the allocation on a
// branch (`if (needed >= size) size = needed + 1;`): both definitions of `size` reach the malloc,
// one of them grows with the parameter, so the block of send_padded, called per line from
// pad_lines, is of unknown size that can reach the threshold: a note at the malloc
// (faultline-loop-alloc.md, "Unknown sizes", item 12: only a store that reaches the read counts).
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int golden_send_padded(int fd, const char *text, size_t length);

int send_padded(int fd, const char *line, size_t needed) {
  size_t size = 8192;
  if (needed >= size)
    size = needed + 1;
  char *buf = malloc(size); // EXPECT: faultline-per-call-buffer note
  if (!buf)
    return -1;
  memset(buf, ' ', size);
  memcpy(buf, line, strlen(line));
  int rc = golden_send_padded(fd, buf, size);
  free(buf);
  return rc;
}

int pad_lines(int fd, const char **lines, const size_t *widths, int count) {
  int rc = 0;
  for (int i = 0; i < count; ++i)
    rc |= send_padded(fd, lines[i], widths[i]);
  return rc;
}
