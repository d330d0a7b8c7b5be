// neg_random_redraw_loop.c's counterpart: loops that use every value drawn. A loop that goes on
// while the draw is nonzero (`while (v != 0)`), one whose condition does not test the draw, and a
// draw in the loop's condition run the random source on every iteration, so every iteration opens
// the stream.
#include <stdio.h>

static int rrp_os_get_random(unsigned char *buf, size_t len) {
  FILE *f = fopen("/dev/urandom", "rb"); // EXPECT: faultline-stdio-in-loop
  if (f == NULL)
    return -1;
  size_t got = fread(buf, 1, len, f);
  fclose(f);
  return got == len ? 0 : -1;
}

static unsigned char rrp_random_byte(void) {
  unsigned char b = 0;
  rrp_os_get_random(&b, 1);
  return b;
}

unsigned rrp_walk(unsigned char *out, int n) {
  unsigned char v;
  unsigned total = 0;
  do {
    rrp_os_get_random(&v, 1);
    total += v;
  } while (v != 0);
  for (int i = 0; i < n; ++i)
    rrp_os_get_random(&out[i], 1);
  unsigned char c;
  while ((c = rrp_random_byte()) != 0)
    total += c;
  return total;
}
