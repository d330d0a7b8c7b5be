// Documented policy: calls through function pointers are not followed, so the 1 MiB scratch of blur_filter, reached only through a filter table in a loop, is not reported.
#include <stdlib.h>
#include <string.h>

typedef int (*filter_fn)(unsigned char *pixels, size_t n);

static int blur_filter(unsigned char *pixels, size_t n) {
  unsigned char *tmp = malloc(1 << 20);
  if (!tmp)
    return -1;
  memcpy(tmp, pixels, n < (1u << 20) ? n : (1u << 20));
  pixels[0] = tmp[0];
  free(tmp);
  return 0;
}

static int invert_filter(unsigned char *pixels, size_t n) {
  for (size_t i = 0; i < n; ++i)
    pixels[i] = (unsigned char)~pixels[i];
  return 0;
}

static const filter_fn filter_table[] = {blur_filter, invert_filter};

int apply_filters(unsigned char *pixels, size_t n, const int *chain, int steps) {
  for (int s = 0; s < steps; ++s) {
    filter_fn f = filter_table[chain[s] & 1];
    if (f(pixels, n) != 0)
      return -1;
  }
  return 0;
}
