// One-time initialisation behind an atomic state (oneTBB's tbbmalloc doInitialization): 0 not
// started, 1 running, 2 done. The branch sets the state to 2, the value its guard tests against,
// so the configuration file is read on the first request only, not on every one. The
// std::atomic once-flag spelling (`!loaded.load()` ... `loaded.store(true)`) is the same shape.
#include <atomic>
#include <cstdio>

static std::atomic<int> initState{0};
static std::atomic<bool> limitsLoaded{false};
static long pageLimit, softLimit;

static void readSetting(const char *path, long *value) {
  if (FILE *f = fopen(path, "r")) {
    if (fscanf(f, "%ld", value) != 1)
      *value = 0;
    fclose(f);
  }
}

static void ensureInitialised() {
  if (initState.load(std::memory_order_acquire) != 2) {
    initState.store(1, std::memory_order_relaxed);
    readSetting("/proc/sys/vm/nr_hugepages", &pageLimit);
    initState.store(2, std::memory_order_release);
  }
  if (!limitsLoaded.load()) {
    readSetting("/etc/example/soft_limit", &softLimit);
    limitsLoaded.store(true);
  }
}

long limitFor(long request) {
  ensureInitialised();
  return request < pageLimit ? request : softLimit;
}

long sumAll(const long *requests, int count) {
  long total = 0;
  for (int i = 0; i < count; i++)
    total += limitFor(requests[i]);
  return total;
}
