// A helper mallocs 1 MiB and hands it back through pool_put(pool, block) (use_pool.c), a releaser of its second parameter; called in a loop in the same file.
#include <stdlib.h>
#include <string.h>

struct pool {
  int outstanding;
};

void pool_put(struct pool *pool, void *block);

static int stage_record(struct pool *pool, const char *record) {
  char *block = malloc(1 << 20); // EXPECT: faultline-per-call-buffer
  if (!block)
    return -1;
  pool->outstanding++;
  strncpy(block, record, (1 << 20) - 1);
  int first = block[0];
  pool_put(pool, block);
  return first;
}

int stage_all(struct pool *pool, const char *const *records, int count) {
  int acc = 0;
  for (int i = 0; i < count; ++i)
    acc += stage_record(pool, records[i]);
  return acc;
}
