// TIDY-ARGS: '-config={CheckOptions: {ConfigFile: %S/../configs/pool.faultline.yaml}}'
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

struct pool;
void *pool_get(struct pool *p, size_t n);
void pool_put(void *block);

// The configuration's allocator and releaser are known to the check like malloc and free.
void tiles(struct pool *p, int n) {
  for (int i = 0; i < n; ++i) {
    char *t = pool_get(p, 4 << 20);
    // CHECK-MESSAGES: :[[@LINE-1]]:15: warning: 4 MiB (4,194,304 bytes) block from 'pool_get' {{.*}} [faultline-loop-alloc]
    t[0] = 0;
    pool_put(t);
  }
}

// min-size: 2MiB from the configuration: 1 MiB is not large here.
void small(int n) {
  for (int i = 0; i < n; ++i) {
    char *b = malloc(1 << 20);
    free(b);
  }
}

// disable: [faultline-stdio-in-loop]
void files(const char *name, int n) {
  for (int i = 0; i < n; ++i) {
    FILE *f = fopen(name, "r");
    if (f)
      fclose(f);
  }
}
