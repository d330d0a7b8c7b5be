// minimap2's kalloc shape (issue 10, held-out set 8): kmalloc(km, n) carves blocks from the
// arena `km` that a worker thread keeps, and falls back to malloc only when km is NULL; kfree
// gives the block back to the arena's free list. align_one's per-call slice comes from the
// arena its caller passes (a pool the join cannot see, so taken as one): the pages stay mapped
// from one region to the next, and the per-call buffer is not reported.
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

typedef struct chunk {
  struct chunk *next;
  size_t size;
} chunk_t;

typedef struct {
  unsigned char *base;
  size_t used, capacity;
  chunk_t *free_list;
} arena_t;

void *kmalloc(void *_km, size_t n) {
  arena_t *km = (arena_t *)_km;
  if (n == 0)
    return NULL;
  if (km == NULL)
    return malloc(n);
  for (chunk_t **p = &km->free_list; *p; p = &(*p)->next)
    if ((*p)->size >= n) {
      chunk_t *c = *p;
      *p = c->next;
      return c + 1;
    }
  if (km->used + sizeof(chunk_t) + n > km->capacity)
    return NULL;
  chunk_t *c = (chunk_t *)(km->base + km->used);
  c->size = n;
  km->used += sizeof(chunk_t) + n;
  return c + 1;
}

void kfree(void *_km, void *ptr) {
  arena_t *km = (arena_t *)_km;
  if (!ptr)
    return;
  if (km == NULL) {
    free(ptr);
    return;
  }
  chunk_t *c = (chunk_t *)ptr - 1;
  c->next = km->free_list;
  km->free_list = c;
}

static unsigned align_one(void *km, const unsigned char *ref, size_t span) {
  unsigned char *slice = kmalloc(km, span);
  if (!slice)
    return 0;
  memcpy(slice, ref, span);
  unsigned sum = slice[0] + slice[span - 1];
  kfree(km, slice);
  return sum;
}

unsigned align_all(void *km, const unsigned char *ref, const size_t *spans, int n) {
  unsigned total = 0;
  for (int i = 0; i < n; ++i)
    total += align_one(km, ref, spans[i]);
  return total;
}
