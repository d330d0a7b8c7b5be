// Stays a finding: the only code the loop tests comes from a header (STORE_OK, status_codes.h),
// and the loop goes round whenever step() answered it, i.e. on every successful step. Fast mode
// cannot tell STORE_OK's value; with no other test of the result in the loop it does not take
// the name for a retry code (it could be, and here is, the success code 0).
#include "status_codes.h"

#include <stdlib.h>

int consume(char *buf, size_t size);

int step(void) {
  char *buf = malloc(1 << 20); // EXPECT: faultline-per-call-buffer
  if (!buf)
    return STORE_IO_ERROR;
  int rc = consume(buf, 1 << 20);
  free(buf);
  return rc;
}

long run_steps(void) {
  long steps = 0;
  for (;;) {
    int rc = step();
    if (rc != STORE_OK)
      break;
    steps++;
  }
  return steps;
}
