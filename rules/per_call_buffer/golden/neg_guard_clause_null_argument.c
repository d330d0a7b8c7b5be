// htslib's hts_idx_load3 shape (issue 10, held-out set 8): `if (!fnidx) return
// find_and_load(fn);` leaves before the remote index is fetched into a 1 MiB buffer. The header
// reader's loop passes NULL for fnidx, so on that path the early exit always runs and the fetch
// never does: an early exit decides what follows it as an `if` around it would. The parameter
// is written later (as htslib's `fnidx = local_fnidx;`); the guard reads it before that.
#include <stdlib.h>
#include <string.h>

int is_remote(const char *name);
int find_and_load(const char *name);

static int fetch_index(const char *name) {
  char *buf = malloc(1 << 20);
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
  fnidx = fn; // written after the guard, which still reads the caller's value
  return find_and_load(fnidx);
}

int read_headers(const char **files, int n) {
  int loaded = 0;
  for (int i = 0; i < n; ++i)
    loaded += load_index(files[i], NULL) >= 0;
  return loaded;
}
