// Allocation through a project macro: the finding points at the macro's use in the loop (the line
// a user can edit), not at the macro definition.
#include <stdlib.h>
#include <string.h>

#define ALLOC(n) malloc(n)
#define RELEASE(p) free(p)

int render_tiles(int ntiles) {
  int drawn = 0;
  for (int t = 0; t < ntiles; ++t) {
    unsigned char *pixels = ALLOC(1024 * 1024); // EXPECT: faultline-loop-alloc
    if (!pixels)
      return -1;
    memset(pixels, 0xff, 1024 * 1024);
    drawn += pixels[t] == 0xff;
    RELEASE(pixels);
  }
  return drawn;
}
