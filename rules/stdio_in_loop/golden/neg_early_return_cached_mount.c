// A once-flag whose early return does more than return (iproute2's lib/bpf_legacy.c,
// bpf_get_work_dir, issue 10, held-out set 12): the first call reads /proc/mounts to find the
// bpf file system and sets the static `cached`; every later call formats the cached mount
// point into a buffer and returns before the read. A loop over maps asking for the directory
// reads /proc/mounts once.
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

static const char *erc_find_mount(char *buf, size_t n) {
  FILE *fp = fopen("/proc/mounts", "r");
  if (!fp)
    return NULL;
  const char *found = fgets(buf, (int)n, fp) ? buf : NULL;
  fclose(fp);
  return found;
}

static const char *erc_work_dir(int type) {
  static char mount_point[256];
  static char with_type[300];
  static const char *mnt;
  static bool cached;

  if (cached) {
    const char *out = mnt;
    if (out && type) {
      snprintf(with_type, sizeof with_type, "%s/%d/", out, type);
      out = with_type;
    }
    return out;
  }
  mnt = erc_find_mount(mount_point, sizeof mount_point);
  cached = true;
  return mnt;
}

int erc_pin_maps(const int *types, int n) {
  int pinned = 0;
  for (int i = 0; i < n; ++i)
    if (erc_work_dir(types[i]))
      ++pinned;
  return pinned;
}
