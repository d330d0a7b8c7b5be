// request_shutdown ends in request_fatal, defined in use_request_fatal.c: the index of functions
// that never return is read across files to a fixed point (fastmode/ProjectNoreturns.h).
#include <stdio.h>

void request_fatal(const char *msg);

void request_shutdown(int code) {
  fprintf(stderr, "server: shutting down (%d)\n", code);
  request_fatal("shutdown");
}
