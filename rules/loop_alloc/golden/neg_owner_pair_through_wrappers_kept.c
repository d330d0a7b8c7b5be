// The counterparts of pos_owner_pair_through_wrappers.c: a destructor whose release wrapper is
// handed another object's field (the large bucket array lives on in the cache), and a
// constructor reached through a function that returns it only under a test (another path
// returns the cached table): neither makes an owner pair.
#include <stdlib.h>

#define FK_NHASH 29989

typedef struct fk_node { struct fk_node *next; } fk_node;
typedef struct { unsigned count; fk_node **bin; } fk_hash;

static void fk_xfree(void *ptr) {
  if (ptr)
    free(ptr);
}

static fk_hash *fk_hash_init(unsigned extra) {
  fk_hash *h = calloc(1, sizeof *h);
  if (!h)
    return NULL;
  h->count = extra;
  h->bin = calloc(FK_NHASH, sizeof *h->bin);
  return h;
}

static fk_hash *fk_cache;

fk_hash *fk_hash_shared(int fresh) {
  if (fresh)
    return fk_hash_init(0);
  return fk_cache;
}

void fk_hash_release(fk_hash *h, fk_hash *spare) {
  fk_xfree(spare->bin);
  fk_xfree(h);
}

int fk_more(void);
void fk_use(fk_hash *h);

void fk_loop_other_field(fk_hash *spare) {
  while (fk_more()) {
    fk_hash *h = fk_hash_init(1);
    fk_use(h);
    fk_hash_release(h, spare);
  }
}

void fk_loop_conditional_constructor(int fresh) {
  while (fk_more()) {
    fk_hash *h = fk_hash_shared(fresh);
    fk_use(h);
    free(h->bin);
    fk_xfree(h);
  }
}
