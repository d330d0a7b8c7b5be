// util-linux's cap_last_cap (lib/caputils.c): the last capability number is memoised in a
// static that starts at a sentinel (-1); once it is known the function returns it at once. The
// memo is filled through its address by the helper that reads /proc (or by a fallback probe),
// so the file is read on the first call only, however often the loop asks.
#include <stdio.h>

static int read_last_cap(int *ret) {
  FILE *f = fopen("/proc/sys/kernel/cap_last_cap", "r");
  int rc = -1;
  *ret = 0;
  if (f) {
    if (fscanf(f, "%d", ret) == 1)
      rc = 0;
    fclose(f);
  }
  return rc;
}

static void probe_last_cap(int *ret) { *ret = 40; }

int last_cap(void) {
  static int cap = -1;
  if (cap != -1)
    return cap;
  if (read_last_cap(&cap) < 0)
    probe_last_cap(&cap);
  return cap;
}

int count_known(const int *caps, int n) {
  int known = 0;
  for (int i = 0; i < n; ++i)
    if (caps[i] <= last_cap())
      ++known;
  return known;
}
