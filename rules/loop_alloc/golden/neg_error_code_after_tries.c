// A loop of tries (a counter stepped in its header and read nowhere else, a success `return`
// inside, a failure `return` right after it) runs its allocation a bounded number of times per
// call, not per item. The failure after the loop is an error code returned by name, a large
// unsigned constant that is a negative int (libisofs spells its errors so: `#define
// ISO_ZLIB_COMPR_ERR 0xE830FEA4`), returned directly or stored on the way out (`return
// (l->error = LK_BUSY);`). Read as the positive 3,895,525,904 it would be a success, the loop
// no loop of tries, and the probe block reported. pos_error_code_return_in_loop.c: such returns
// inside a loop that churns.
#include <stdlib.h>

#define LK_BUSY 0xE830FE10
#define LK_TIMEOUT 0xE830FE11

struct lk {
  int fd;
  int error;
};

int lk_try(struct lk *l, char *probe);

int lk_acquire(struct lk *l) {
  for (int tries = 0; tries < 5; ++tries) {
    char *probe = malloc(1 << 20);
    int r = lk_try(l, probe);
    free(probe);
    if (r == 0)
      return 0;
  }
  return LK_BUSY;
}

int lk_acquire_noted(struct lk *l) {
  for (int tries = 0; tries < 5; ++tries) {
    char *probe = malloc(1 << 20);
    int r = lk_try(l, probe);
    free(probe);
    if (r == 0)
      return 0;
  }
  return (l->error = LK_TIMEOUT);
}
