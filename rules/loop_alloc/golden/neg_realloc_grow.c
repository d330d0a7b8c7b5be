// realloc(p, n) growing one buffer across iterations: the block lives on and is freed after the
// loop, so it is not allocated and released within one iteration.
#include <stdlib.h>
#include <string.h>

char *join_all(const char *const *parts, int n) {
  size_t len = 0, cap = 0;
  char *out = NULL;
  for (int i = 0; i < n; ++i) {
    size_t add = strlen(parts[i]);
    if (len + add + 1 > cap) {
      cap = (len + add + 1) * 2;
      char *grown = realloc(out, cap);
      if (!grown) {
        free(out);
        return NULL;
      }
      out = grown;
    }
    memcpy(out + len, parts[i], add + 1);
    len += add;
  }
  return out;
}
