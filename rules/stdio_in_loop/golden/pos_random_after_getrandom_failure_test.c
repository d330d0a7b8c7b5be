// neg_random_fallback_after_getrandom.c's counterpart: a test of getrandom's *failure* that
// leaves (`< 0`: the open is on the success path), a test of another call's success, and a
// success test whose branch does not leave: each open runs on every call, so every iteration of
// the caller's loop opens a stream.
#define _DEFAULT_SOURCE
#include <stdio.h>
#include <sys/random.h>
#include <unistd.h>

static long rfp_mixed(void) {
  long value = 0;
  if (getrandom(&value, sizeof(value), 0) < 0)
    return -1;
  FILE *f = fopen("/var/lib/rfp/seed", "r"); // EXPECT: faultline-stdio-in-loop
  if (!f)
    return -1;
  long extra = 0;
  if (fread(&extra, sizeof extra, 1, f) == 1)
    value ^= extra;
  fclose(f);
  return value;
}

static long rfp_other_call(const char *path) {
  long value = 0;
  if (access(path, R_OK) == 0)
    return 0;
  FILE *f = fopen("/dev/urandom", "r"); // EXPECT: faultline-stdio-in-loop
  if (!f)
    return -1;
  if (fread(&value, sizeof value, 1, f) != 1)
    value = 0;
  fclose(f);
  return value;
}

static long rfp_no_exit(void) {
  long value = 0;
  if (getentropy(&value, sizeof(value)) == 0)
    value ^= 1;
  FILE *f = fopen("/dev/urandom", "r"); // EXPECT: faultline-stdio-in-loop
  if (!f)
    return -1;
  if (fread(&value, sizeof value, 1, f) != 1)
    value = 0;
  fclose(f);
  return value;
}

long rfp_total(int n, const char *path) {
  long total = 0;
  for (int i = 0; i < n; ++i)
    total += rfp_mixed() + rfp_other_call(path) + rfp_no_exit();
  return total;
}
