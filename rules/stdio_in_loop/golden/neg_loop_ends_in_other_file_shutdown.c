// The loop of neg_loop_ends_in_other_file_fatal.c ending in request_shutdown(), which ends in
// request_fatal(): two files away from the exit, read to a fixed point across files.
#include <stdio.h>
#include <unistd.h>

void request_shutdown(int code);

static long read_queue_limit(void) {
  FILE *f = fopen("/etc/example/queue-limit", "r");
  long v = 0;
  if (f) {
    if (fscanf(f, "%ld", &v) != 1)
      v = 0;
    fclose(f);
  }
  return v;
}

int serve_queue(int fd) {
  char cmd;
  for (;;) {
    if (read(fd, &cmd, 1) != 1)
      return 0;
    if (cmd == 'r')
      printf("%ld\n", read_queue_limit());
    request_shutdown(cmd);
  }
}
