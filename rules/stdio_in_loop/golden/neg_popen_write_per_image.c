// A command run once per image and fed that image on its standard input (netpbm's pamexec,
// held-out set 14): the stream is a new process's input, which ends at pclose; one process kept
// across images would receive them all as one input. The command text is the same every time,
// but each open is the per-item work itself, as a different path per item is.
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>

static int pxw_feed_one(const char *command, const unsigned char *image, size_t n) {
  FILE *p = popen(command, "w");
  if (!p)
    return -1;
  size_t written = fwrite(image, 1, n, p);
  return pclose(p) == 0 && written == n ? 0 : -1;
}

int pxw_feed_all(const char *command, const unsigned char *const *images, const size_t *sizes,
                 int count) {
  int failed = 0;
  for (int i = 0; i < count; ++i)
    failed += pxw_feed_one(command, images[i], sizes[i]) != 0;
  return failed;
}
