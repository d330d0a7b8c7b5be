// resize2fs's mount check (e2fsprogs resize/main.c): the mount point is asked for in an 80-byte
// buffer, and the buffer is made twice as large and the question asked again only while the
// answer did not fit. The call given the block is retried with it: it runs once for a mount
// path under 80 bytes, a few times for very long ones — never once per item — so the stream it
// opens is no churn of that loop.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int mount_point(const char *device, char *path, size_t len) {
  FILE *mounts = fopen("/proc/mounts", "r");
  if (!mounts)
    return -1;
  char line[512], dev[256], dir[256];
  int found = 0;
  while (fgets(line, sizeof line, mounts))
    if (sscanf(line, "%255s %255s", dev, dir) == 2 && strcmp(dev, device) == 0) {
      strncpy(path, dir, len);
      found = 1;
      break;
    }
  fclose(mounts);
  return found;
}

int device_mounted(const char *device) {
  size_t len = 80;
  char *where;
  int mounted;
  while (1) {
    where = malloc(len);
    if (!where)
      return -1;
    where[len - 1] = 0;
    mounted = mount_point(device, where, len);
    if (mounted <= 0 || where[len - 1] == 0)
      break;
    free(where);
    len = 2 * len;
  }
  free(where);
  return mounted;
}
