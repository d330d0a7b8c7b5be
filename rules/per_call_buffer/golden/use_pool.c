// A pool whose release function takes the block as its second parameter: pool_put(pool, block) is a releaser of parameter 2, found across files.
#include <stdlib.h>

struct pool {
  int outstanding;
};

void pool_put(struct pool *pool, void *block) {
  pool->outstanding--;
  free(block);
}
