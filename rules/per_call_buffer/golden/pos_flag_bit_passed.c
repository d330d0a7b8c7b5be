// The counterpart of neg_flag_bit_not_passed.c: the loop passes the flag the download needs
// (among others), so the 1 MiB buffer is made on every iteration.
#include <stdlib.h>
#include <string.h>

#define IDX_SILENT_FAIL 1
#define IDX_SAVE_REMOTE 4

static int download(const char *name) {
  char *buf = malloc(1 << 20); // EXPECT: faultline-per-call-buffer
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

int fetch_indexes(const char **names, int n) {
  int loaded = 0;
  for (int i = 0; i < n; ++i)
    loaded += find_and_load(names[i], IDX_SAVE_REMOTE | IDX_SILENT_FAIL);
  return loaded;
}
