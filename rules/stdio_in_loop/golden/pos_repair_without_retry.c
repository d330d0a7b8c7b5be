// The same limit file rewritten after every failure, with no retry of the failed call: a
// failure branch that does not repeat the attempt is no recovery, and a call that fails on
// every directory (a read-only /proc, a wrong path) rewrites the file per iteration. Reported.
#include <errno.h>
#include <stdio.h>

int add_watch_for(const char *path);

static void note_watch_failure(void) {
  FILE *log = fopen("/var/log/watch-failures", "a"); // EXPECT: faultline-stdio-in-loop warning
  if (!log)
    return;
  fprintf(log, "watch failed: %d\n", errno);
  fclose(log);
}

static int add_watch(const char *path) {
  int wd = add_watch_for(path);
  if (wd < 0 && errno == ENOSPC)
    note_watch_failure();
  return wd;
}

int watch_tree(const char *const *dirs, int n) {
  int added = 0;
  for (int i = 0; i < n; i++)
    added += add_watch(dirs[i]) >= 0;
  return added;
}
