// Each 1 MiB block is stored into an array that outlives the iteration: it escapes, no finding.
#include <stdlib.h>
#include <string.h>

enum { NSLOTS = 8 };

int fill_slots(char *slots[NSLOTS]) {
  for (int i = 0; i < NSLOTS; ++i) {
    slots[i] = malloc(1 << 20);
    if (!slots[i])
      return -1;
    memset(slots[i], i, 1 << 20);
  }
  return 0;
}

void release_slots(char *slots[NSLOTS]) {
  for (int i = 0; i < NSLOTS; ++i)
    free(slots[i]);
}
