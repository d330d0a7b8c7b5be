// A request loop whose body always ends in request_fatal(), a function of another file that exits
// and is declared without a noreturn attribute (lpr's lpd: doit's `for (;;)` ends in
// `fatal("Illegal service request")`, common.c): the loop never goes round, so the limit file is
// read once per process, not per request. Both modes read the run's files for functions that
// never return before any TU (fastmode/ProjectNoreturns.h). neg_loop_ends_in_local_die.c is the
// same-file case; pos_other_file_helper_may_return.c the limit.
#include <stdio.h>
#include <unistd.h>

void request_fatal(const char *msg);

static long read_spool_limit(void) {
  FILE *f = fopen("/etc/example/spool-limit", "r");
  long v = 0;
  if (f) {
    if (fscanf(f, "%ld", &v) != 1)
      v = 0;
    fclose(f);
  }
  return v;
}

int serve_spool(int fd) {
  char cmd;
  for (;;) {
    if (read(fd, &cmd, 1) != 1)
      return 0;
    switch (cmd) {
    case 'r':
      printf("%ld\n", read_spool_limit());
      break;
    case 'q':
      return 0;
    }
    request_fatal("Illegal service request");
  }
}
