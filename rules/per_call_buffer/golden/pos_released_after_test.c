// The same shape as neg_kept_by_callee_status.c, but read_record (use_kept_lists.c) only fills the block: it is freed on the failure branch and again after use on the success path, so it dies in every iteration: faultline-loop-alloc.
#include <stdlib.h>

int read_record(int fd, char *buf);

long sum_records(int fd, int count) {
  long total = 0;
  for (int i = 0; i < count; ++i) {
    char *buf = malloc(1 << 20); // EXPECT: faultline-loop-alloc
    if (!buf)
      return -1;
    int got = read_record(fd, buf);
    if (got < 0) {
      free(buf);
      return -1;
    }
    total += buf[0] + got;
    free(buf);
  }
  return total;
}
