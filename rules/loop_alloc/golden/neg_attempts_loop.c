// A loop of tries: a 1 MiB buffer per try to receive a reply, up to five tries, success returns
// from inside and running out of tries is the failure. The counter is read nowhere in the body,
// so the loop counts tries, not items: in normal operation the buffer is made once per call, not
// per iteration (no faultline-loop-alloc). Called once from main, so no per-call finding either
// (pos_attempts_loop_per_call.c calls it per request).
#include <stdlib.h>
#include <string.h>

int receive(unsigned char *buf, size_t n);

static long fetch_reply(void) {
  for (int tries = 0; tries < 5; tries++) {
    unsigned char *buf = malloc(1 << 20);
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

int main(void) { return fetch_reply() < 0; }
