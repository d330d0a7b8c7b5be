// htslib's idx_find_and_load shape (issue 10, held-out set 8): the remote index is downloaded
// into a 1 MiB buffer only `if (flags & HTS_IDX_SAVE_REMOTE)`, and the header reader's loop
// passes HTS_IDX_SILENT_FAIL alone. A flag test of a parameter is decided by the flags the path
// passes (both spellings: `flags & K` and `(flags & K) == 0`): no finding.
#include <stdlib.h>
#include <string.h>

#define IDX_SILENT_FAIL 1
#define IDX_SAVE_REMOTE 4

static int download(const char *name) {
  char *buf = malloc(1 << 20);
  if (!buf)
    return -1;
  memset(buf, 0, 1 << 20);
  int n = buf[0] + (int)strlen(name);
  free(buf);
  return n;
}

static int find_and_load(const char *name, int flags) {
  if (flags & IDX_SAVE_REMOTE)
    return download(name);
  return 0;
}

static int load_if_saving(const char *name, int flags) {
  if ((flags & IDX_SAVE_REMOTE) == 0)
    return 0;
  return download(name);
}

int read_headers(const char **names, int n) {
  int loaded = 0;
  for (int i = 0; i < n; ++i) {
    loaded += find_and_load(names[i], IDX_SILENT_FAIL);
    loaded += load_if_saving(names[i], IDX_SILENT_FAIL);
  }
  return loaded;
}
