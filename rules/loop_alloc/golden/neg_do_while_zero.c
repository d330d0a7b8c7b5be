// `do { ... } while (0)` is a statement wrapper, not a loop: its body runs once.
#include <stdlib.h>
#include <string.h>

#define WITH_SCRATCH(n, body)                                                                      \
  do {                                                                                             \
    char *scratch_ = malloc(n);                                                                    \
    if (scratch_) {                                                                                \
      body;                                                                                        \
      free(scratch_);                                                                              \
    }                                                                                              \
  } while (0)

void clear_once(void) {
  WITH_SCRATCH(4 << 20, memset(scratch_, 0, 4 << 20));
}
