// dropbear's genrandom shape (issue 10, set 7): the pool is reseeded (and written back to
// /dev/urandom through a fresh stream) only when the hash counter passes MAX_COUNTER, 2^30
// blocks, and the reseed resets the counter: the fopen runs once every 2^30 iterations of the
// output loop, not on each. A call under `if (counter > K)`, with the counter incremented
// around it and reset in the branch (or by the function it calls), runs at most once every K
// iterations when K is at least 1,000.
#include <stdio.h>
#include <string.h>

static unsigned counter = 0;
static unsigned char pool[32];
#define MAX_COUNTER (1 << 30)

static void write_urandom(void) {
  FILE *f = fopen("/dev/urandom", "w");
  if (!f)
    return;
  fwrite(pool, sizeof(pool), 1, f);
  fclose(f);
}

static void reseed(void) {
  memset(pool, 0x5a, sizeof(pool));
  counter = 0;
  write_urandom();
}

void genrandom(unsigned char *buf, unsigned len) {
  while (len > 0) {
    unsigned n = len < sizeof(pool) ? len : sizeof(pool);
    pool[0] ^= (unsigned char)counter;
    counter++;
    if (counter > MAX_COUNTER) {
      reseed();
    }
    memcpy(buf, pool, n);
    buf += n;
    len -= n;
  }
}
