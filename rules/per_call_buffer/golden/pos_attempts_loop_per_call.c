// The loop of tries of neg_attempts_loop.c, in a function called once per request: its first try
// runs once per call, like straight code, so the 1 MiB reply buffer is a per-call buffer of the
// request loop (a loop of tries is not churn of its own loop, but it does not hide the caller's).
#include <stdlib.h>
#include <string.h>

int receive(unsigned char *buf, size_t n);

static long fetch_reply(void) {
  for (int tries = 0; tries < 5; tries++) {
    unsigned char *buf = malloc(1 << 20); // EXPECT: faultline-per-call-buffer
    if (!buf)
      return -1;
    int got = receive(buf, 1 << 20);
    if (got > 0) {
      long sum = buf[0] + buf[got - 1];
      free(buf);
      return sum;
    }
    free(buf);
  }
  return -1;
}

long serve(int requests) {
  long total = 0;
  for (int r = 0; r < requests; r++)
    total += fetch_reply();
  return total;
}
