// The project's error helpers of neg_loop_ends_in_other_file_fatal.c and
// neg_loop_ends_in_other_file_shutdown.c, defined in a file of their own and declared without a
// noreturn attribute, as old C daemons do (lpr's fatal() in common.c, declared in lp.h).
// request_fatal never returns (no `return`, its last statement calls exit); request_shutdown
// ends in request_fatal, a function of this file; request_complain, the limit of
// pos_other_file_helper_may_return.c, returns when the error is not fatal.
#include <stdio.h>
#include <stdlib.h>

void request_fatal(const char *msg) {
  fprintf(stderr, "server: %s\n", msg);
  exit(1);
}

void request_complain(const char *msg, int fatal) {
  fprintf(stderr, "server: %s\n", msg);
  if (!fatal)
    return;
  exit(1);
}
