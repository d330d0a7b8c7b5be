// neg_call_retried_with_grown_block.c's loop, except that the buffer is sized for each device
// of a list, not grown: the loop goes round once per device, and the stream the call opens is
// opened again on each iteration.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int mount_point(const char *device, char *path, size_t len) {
  FILE *mounts = fopen("/proc/mounts", "r"); // EXPECT: faultline-stdio-in-loop
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

int devices_mounted(const char **devices, int count) {
  int mounted = 0;
  for (int i = 0; i < count; ++i) {
    size_t len = strlen(devices[i]) + 80;
    char *where = malloc(len);
    if (!where)
      return -1;
    where[len - 1] = 0;
    if (mount_point(devices[i], where, len) > 0)
      ++mounted;
    free(where);
  }
  return mounted;
}
