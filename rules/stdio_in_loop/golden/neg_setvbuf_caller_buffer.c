// Article 003's read_bufsetvbuf: open/close per iteration, but setvbuf hands the stream a caller
// buffer, so stdio allocates nothing per open. Not a finding.
#include <stdio.h>

static char stream_buf[1 << 16];

long total_bytes_own_buffer(const char *const *paths, int n) {
  long total = 0;
  char chunk[4096];
  for (int i = 0; i < n; ++i) {
    FILE *f = fopen(paths[i], "rb");
    if (!f)
      continue;
    setvbuf(f, stream_buf, _IOFBF, sizeof stream_buf);
    size_t got;
    while ((got = fread(chunk, 1, sizeof chunk, f)) > 0)
      total += (long)got;
    fclose(f);
  }
  return total;
}
