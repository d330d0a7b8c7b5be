// End of a three-call chain across four files: chain_inflate mallocs a 2 MiB window per call, and the loop is in use_chain_driver.c.
#include <stdlib.h>
#include <string.h>

#define CHAIN_WINDOW (2u << 20)

int chain_inflate(const unsigned char *payload, size_t len, unsigned char *out, size_t cap) {
  unsigned char *window = malloc(CHAIN_WINDOW); // EXPECT: faultline-per-call-buffer
  if (!window)
    return -1;
  size_t n = len < CHAIN_WINDOW ? len : CHAIN_WINDOW;
  memcpy(window, payload, n);
  memcpy(out, window, n < cap ? n : cap);
  free(window);
  return 0;
}
