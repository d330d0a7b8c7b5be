// An initialiser pair reached through a function that forwards its parameter: open_log sets the
// 4 MiB decode window into a field of the object it is handed, log_begin resets a counter and
// hands the same object on, and log_end frees the window. The loop over the logs calls log_begin
// and log_end on each entry: a 4 MiB malloc/free per log (analog's logfile_init -> my_lfopen,
// recall audit of held-out set 39; rules/program/OwnerPairs.h, forwarding initialisers).
#include <stdio.h>
#include <stdlib.h>

struct forwardlog {
  struct forwardlog *next;
  const char *name;
  unsigned char *window;
  long lines;
};

static int forwardlog_open(struct forwardlog *log) {
  log->window = malloc(4 << 20);
  return log->window != NULL;
}

static int forwardlog_begin(struct forwardlog *log) {
  log->lines = 0;
  return forwardlog_open(log);
}

static void forwardlog_end(struct forwardlog *log) { free(log->window); }

long forwardlog_read(struct forwardlog *log);

long forwardlog_all(struct forwardlog *head) {
  long total = 0;
  for (struct forwardlog *log = head; log; log = log->next) {
    if (forwardlog_begin(log)) // EXPECT: faultline-loop-alloc warning
      total += forwardlog_read(log);
    forwardlog_end(log);
  }
  return total;
}
