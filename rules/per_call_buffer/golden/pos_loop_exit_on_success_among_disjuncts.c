// neg_retry_on_code_among_disjuncts.c's counterpart: the disjunction leaves only on success
// (`status == RD_SUCCESS || stop()`), so the loop goes round on every failure code, not on one:
// a download that keeps failing allocates and frees its 1 MiB buffer per iteration.
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

enum { RD_SUCCESS, RD_FAILED, RD_INCOMPLETE };
int read_packet(char *buf, int size);
bool stop_requested(void);

static int download(void) {
  int size = 1024 * 1024;
  char *buffer = malloc(size); // EXPECT: faultline-per-call-buffer
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

int until_done(void) {
  int status = RD_FAILED;
  for (;;) {
    status = download();
    if (status == RD_SUCCESS || stop_requested())
      break;
  }
  return status;
}
