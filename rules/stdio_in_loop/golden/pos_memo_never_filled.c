// neg_memo_filled_through_address.c's shape with the memo never filled: the helper is given the
// address of a local, so the static stays at its sentinel and every call reads /proc again.
#include <stdio.h>

static int read_last_cap(int *ret) {
  FILE *f = fopen("/proc/sys/kernel/cap_last_cap", "r"); // EXPECT: faultline-stdio-in-loop
  int rc = -1;
  *ret = 0;
  if (f) {
    if (fscanf(f, "%d", ret) == 1)
      rc = 0;
    fclose(f);
  }
  return rc;
}

int last_cap(void) {
  static int cap = -1;
  if (cap != -1)
    return cap;
  int found = 40;
  read_last_cap(&found);
  return found;
}

int count_known(const int *caps, int n) {
  int known = 0;
  for (int i = 0; i < n; ++i)
    if (caps[i] <= last_cap())
      ++known;
  return known;
}
