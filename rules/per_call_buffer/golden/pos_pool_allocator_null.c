// The counterpart of neg_pool_allocator.c: a pool allocator called with a NULL pool is plain
// malloc (minimap2's khash resize calls `kmalloc(0, ...)`). Here the per-call table of
// rebuild_table is such a block, sized by the caller's key count: fresh pages on every iteration.
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  unsigned char *base;
  size_t used, capacity;
} arena_t;

void *kmalloc(void *_km, size_t n) {
  arena_t *km = (arena_t *)_km;
  if (n == 0)
    return NULL;
  if (km == NULL)
    return malloc(n);
  if (km->used + n > km->capacity)
    return NULL;
  void *p = km->base + km->used;
  km->used += n;
  return p;
}

void kfree(void *_km, void *ptr) {
  if (_km == NULL)
    free(ptr);
}

static size_t rebuild_table(const unsigned *keys, size_t n_keys) {
  unsigned *table = kmalloc(NULL, n_keys * 2 * sizeof(unsigned)); // EXPECT: faultline-per-call-buffer
  if (!table)
    return 0;
  memset(table, 0, n_keys * 2 * sizeof(unsigned));
  for (size_t i = 0; i < n_keys; ++i)
    table[keys[i] % (n_keys * 2)] = keys[i];
  size_t used = 0;
  for (size_t i = 0; i < n_keys * 2; ++i)
    used += table[i] != 0;
  kfree(NULL, table);
  return used;
}

size_t rebuild_all(const unsigned *const *key_sets, size_t n_keys, int n) {
  size_t total = 0;
  for (int i = 0; i < n; ++i)
    total += rebuild_table(key_sets[i], n_keys);
  return total;
}
