// golden-flags: -O2
// A cleanup attribute whose function does not release the variable's block: it only counts.
// The block stays in the caller's table (stored per slot), so nothing churns per iteration.
#include <stdlib.h>

static int cleanupcount_live;
static inline void cleanupcount_note(unsigned char **p) { cleanupcount_live += *p != NULL; }

void cleanupcount_slots(unsigned char **slots, int count) {
  for (int i = 0; i < count; ++i) {
    __attribute__((cleanup(cleanupcount_note))) unsigned char *slot = malloc(1 << 20);
    slots[i] = slot;
  }
}
