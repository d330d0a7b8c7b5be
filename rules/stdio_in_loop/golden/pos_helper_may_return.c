// The request loop of neg_loop_ends_in_local_die.c, but its helper returns when the error is not
// fatal: it may return, so the loop goes round and the limit file is read per request.
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static void die(const char *msg, int fatal) {
  fprintf(stderr, "%s\n", msg);
  if (!fatal)
    return;
  exit(1);
}

static long read_limit(void) {
  FILE *f = fopen("/etc/example/limit", "r"); // EXPECT: faultline-stdio-in-loop
  long v = 0;
  if (f) {
    if (fscanf(f, "%ld", &v) != 1)
      v = 0;
    fclose(f);
  }
  return v;
}

int serve(int fd) {
  char cmd;
  for (;;) {
    if (read(fd, &cmd, 1) != 1)
      return 0;
    if (cmd == 'r') {
      long lim = read_limit();
      printf("%ld\n", lim);
    }
    die("bad request", cmd == 'q');
  }
}
