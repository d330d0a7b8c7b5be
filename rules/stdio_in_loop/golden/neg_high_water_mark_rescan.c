// A rescan guarded by a high-water mark that the branch raises to the value it tests: procps'
// stat reader rereads /proc/cpuinfo only when more CPUs are online than ever seen
// (`if (info->cpu_count_hwm < info->cpus.total) { ...; info->cpu_count_hwm = info->cpus.total; }`,
// library/stat.c), so vmstat's refresh loop reaches the fopen once per CPU brought online, not
// per sample. Both modes: extract/HighWaterMarks.cpp, fastmode/FastHighWaterMarks.cpp.
// pos_high_water_mark_not_raised.c is the limit.
#include <stdio.h>
#include <unistd.h>

struct cpu_sample {
  int cpus_total;
  int cpu_count_hwm;
  int cores[256];
};

static int rescan_cores(struct cpu_sample *s) {
  char line[256];
  int n = 0;
  FILE *fp = fopen("/proc/cpuinfo", "r");
  if (!fp)
    return 0;
  while (fgets(line, sizeof line, fp) && n < 256)
    s->cores[n++] = line[0];
  fclose(fp);
  return 1;
}

static int read_sample(struct cpu_sample *s, int online) {
  s->cpus_total = online;
  if (s->cpu_count_hwm < s->cpus_total) {
    if (s->cpu_count_hwm) {
      if (!rescan_cores(s))
        return 1;
    }
    s->cpu_count_hwm = s->cpus_total;
  }
  return 0;
}

int watch_cpus(struct cpu_sample *s) {
  for (;;) {
    if (read_sample(s, (int)sysconf(_SC_NPROCESSORS_ONLN)))
      return 1;
    sleep(1);
  }
}
