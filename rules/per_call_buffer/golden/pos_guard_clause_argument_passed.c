// The counterpart of neg_guard_clause_null_argument.c: the loop passes each file's own index
// name, which the early exit does not decide, so the 1 MiB fetch buffer may be made on every
// iteration.
#include <stdlib.h>
#include <string.h>

int is_remote(const char *name);
int find_and_load(const char *name);

static int fetch_index(const char *name) {
  char *buf = malloc(1 << 20); // EXPECT: faultline-per-call-buffer
  if (!buf)
    return -1;
  memset(buf, 0, 1 << 20);
  int n = (int)strlen(name) + buf[0];
  free(buf);
  return n;
}

static int load_index(const char *fn, const char *fnidx) {
  if (!fnidx)
    return find_and_load(fn);
  if (is_remote(fnidx))
    return fetch_index(fnidx);
  return 0;
}

int read_headers(const char **files, const char **indexes, int n) {
  int loaded = 0;
  for (int i = 0; i < n; ++i)
    loaded += load_index(files[i], indexes[i]) >= 0;
  return loaded;
}
