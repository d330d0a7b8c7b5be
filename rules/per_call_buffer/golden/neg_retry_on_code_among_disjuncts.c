// flvstreamer's resume loop (held-out set 36): main downloads the whole stream through a 1 MiB
// buffer and goes round again only to resume after a network timeout. The exit test is a
// disjunction, `status != RD_INCOMPLETE || !timed_out() || live`: the loop continues only when
// every side is false, the status RD_INCOMPLETE among them, so it retries on one code and the
// download runs once per run in normal operation (neg_retry_on_one_code.c's `!=` exit, with
// other conditions beside it). Both modes.
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

enum { RD_SUCCESS, RD_FAILED, RD_INCOMPLETE };
int read_packet(char *buf, int size);
bool timed_out(void);
extern volatile int stop_flag;

static int download(void) {
  int size = 1024 * 1024;
  char *buffer = malloc(size);
  int n, status = RD_SUCCESS;
  if (!buffer)
    return RD_FAILED;
  memset(buffer, 0, size);
  while ((n = read_packet(buffer, size)) > 0)
    ;
  if (n < 0)
    status = RD_INCOMPLETE;
  free(buffer);
  return status;
}

int resume_main(bool live) {
  int status = RD_FAILED;
  while (!stop_flag) {
    status = download();
    if (status != RD_INCOMPLETE || !timed_out() || live)
      break;
  }
  return status;
}
