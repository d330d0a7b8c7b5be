// A global function pointer whose default is a function of the program that is not an allocator: a call through it is followed only for what it allocates and returns, never as a hot path, so the 1 MiB scratch of default_blur, reached through the hook in a loop, is not reported (calls through function pointers are not followed).
#include <stdlib.h>
#include <string.h>

typedef int (*pixel_pass_fn)(unsigned char *pixels, size_t n);

static int default_blur(unsigned char *pixels, size_t n) {
  unsigned char *tmp = malloc(1 << 20);
  if (!tmp)
    return -1;
  memcpy(tmp, pixels, n < (1u << 20) ? n : (1u << 20));
  pixels[0] = tmp[0];
  free(tmp);
  return 0;
}

pixel_pass_fn pixel_pass = default_blur;

int run_pixel_passes(unsigned char *pixels, size_t n, int passes) {
  for (int p = 0; p < passes; ++p)
    if (pixel_pass(pixels, n) != 0)
      return -1;
  return 0;
}
