// The size is a function parameter (`len`): unknown statically but it grows with the caller's
// argument, so it is reported: at severity note (low confidence) unless --unknown-sizes=warn.
#include <stdlib.h>
#include <string.h>

int verify_copies(const char *src, size_t len, int copies) {
  int good = 0;
  for (int c = 0; c < copies; ++c) {
    char *dup = malloc(len); // EXPECT: faultline-loop-alloc note
    if (!dup)
      return -1;
    memcpy(dup, src, len);
    good += memcmp(dup, src, len) == 0;
    free(dup);
  }
  return good;
}
