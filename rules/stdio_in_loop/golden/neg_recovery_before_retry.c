// A kernel limit raised only when adding a watch failed for want of it: the branch runs when
// inotify_add_watch fails with ENOSPC, rewrites the limit (doubled) and retries. In normal
// operation the first attempt succeeds; the repair runs a handful of times per run, not once
// per directory (minidlna's add_watch/raise_watch_limit, held-out set 21). Neither mode
// reports it.
#include <errno.h>
#include <stdio.h>

int add_watch_for(const char *path);

static void raise_watch_limit(void) {
  unsigned limit = 8192;
  FILE *max_watches = fopen("/proc/sys/fs/inotify/max_user_watches", "r+");
  if (!max_watches)
    return;
  if (fscanf(max_watches, "%10u", &limit) < 1)
    limit = 8192;
  rewind(max_watches);
  fprintf(max_watches, "%u", limit * 2);
  fclose(max_watches);
}

static int add_watch(const char *path) {
  int wd = add_watch_for(path);
  if (wd < 0 && errno == ENOSPC) {
    raise_watch_limit();
    wd = add_watch_for(path);
  }
  return wd;
}

int watch_tree(const char *const *dirs, int n) {
  int added = 0;
  for (int i = 0; i < n; i++)
    added += add_watch(dirs[i]) >= 0;
  return added;
}
