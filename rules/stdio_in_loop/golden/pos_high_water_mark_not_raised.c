// The guard of neg_high_water_mark_rescan.c, but the branch does not raise the mark to the
// value it tests (it resets a counter instead): every sample above the mark rescans, so the
// fopen runs per iteration of the refresh loop.
#include <stdio.h>
#include <unistd.h>

struct core_sample {
  int online;
  int core_limit;
  int rescans;
  int cores[256];
};

static int rescan_core_ids(struct core_sample *s) {
  char line[256];
  int n = 0;
  FILE *fp = fopen("/proc/cpuinfo", "r"); // EXPECT: faultline-stdio-in-loop
  if (!fp)
    return 0;
  while (fgets(line, sizeof line, fp) && n < 256)
    s->cores[n++] = line[0];
  fclose(fp);
  return 1;
}

static int read_core_sample(struct core_sample *s, int online) {
  s->online = online;
  if (s->core_limit < s->online) {
    if (!rescan_core_ids(s))
      return 1;
    s->rescans = 0;
  }
  return 0;
}

int watch_cores(struct core_sample *s) {
  for (;;) {
    if (read_core_sample(s, (int)sysconf(_SC_NPROCESSORS_ONLN)))
      return 1;
    sleep(1);
  }
}
