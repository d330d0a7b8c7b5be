// lsof's open_proc_stream: a wrapper that opens a stream and, when its caller passes one, gives
// the stream the caller's buffer (`if (!buf) return fs;` then setvbuf(fs, *buf, ...)), the
// buffer kept in a static for the next call. A different /proc file per process, read a
// character at a time, but stdio mallocs no buffer per stream: not a finding. The same wrapper
// called with a null buffer is reported (pos_opener_wrapper_without_buffer.c).
#include <stdio.h>
#include <stdlib.h>

FILE *open_stream_buffered(const char *path, const char *mode, char **buf, size_t *size) {
  FILE *fs = fopen(path, mode);
  if (!fs)
    return NULL;
  if (!buf)
    return fs;
  if (!*size)
    *size = 4096;
  if (!*buf && !(*buf = malloc(*size))) {
    fclose(fs);
    return NULL;
  }
  setvbuf(fs, *buf, _IOFBF, *size);
  return fs;
}

static int count_fields(const char *path) {
  static char *vbuf = NULL;
  static size_t vsz = 0;
  FILE *fs = open_stream_buffered(path, "r", &vbuf, &vsz);
  if (!fs)
    return -1;
  int fields = 0, c;
  while ((c = fgetc(fs)) != EOF)
    fields += c == ' ';
  fclose(fs);
  return fields;
}

int count_all_fields(const char *const *stat_paths, int n) {
  int total = 0;
  for (int i = 0; i < n; ++i)
    total += count_fields(stat_paths[i]);
  return total;
}
