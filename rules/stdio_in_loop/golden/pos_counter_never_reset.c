// The counterpart of neg_counter_threshold.c: nothing sets the counter back, so once it passes
// MAX_COUNTER the reseed (and its fopen) runs on every iteration of the output loop.
#include <stdio.h>
#include <string.h>

static unsigned counter = 0;
static unsigned char pool[32];
#define MAX_COUNTER 4096

static void write_urandom(void) {
  FILE *f = fopen("/dev/urandom", "w"); // EXPECT: faultline-stdio-in-loop
  if (!f)
    return;
  fwrite(pool, sizeof(pool), 1, f);
  fclose(f);
}

void genrandom(unsigned char *buf, unsigned len) {
  while (len > 0) {
    unsigned n = len < sizeof(pool) ? len : sizeof(pool);
    pool[0] ^= (unsigned char)counter;
    counter++;
    if (counter > MAX_COUNTER) {
      write_urandom();
    }
    memcpy(buf, pool, n);
    buf += n;
    len -= n;
  }
}
