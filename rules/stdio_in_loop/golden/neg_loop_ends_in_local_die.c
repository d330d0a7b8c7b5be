// A request loop whose body always ends in die(), a function of the same file that exits and is
// not declared noreturn: the loop never goes round, so the limit file is read once per process,
// not per request. Both modes infer that die never returns (no `return`, its last statement calls
// exit): extract/InferredNoReturn.cpp, fastmode/FileConstants.cpp. pos_helper_may_return.c is the
// limit: a helper with a `return` is not inferred.
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static void die(const char *msg) {
  fprintf(stderr, "%s\n", msg);
  exit(1);
}

static long read_limit(void) {
  FILE *f = fopen("/etc/example/limit", "r");
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
    die("bad request");
  }
}
