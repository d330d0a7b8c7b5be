// Not a back-pointer: the constructor also registers the new compressor in a list node it makes
// and hands to a global registry, which keeps it. The node points at the compressor but is not
// owned by it, so the compressor outlives the writer's iteration in that registry.
#include <stdlib.h>

struct regptr_node {
  void *item;
  struct regptr_node *next;
};

struct regptr_ctx {
  unsigned long *syms;
};

struct regptr_node *regptr_registry;

struct regptr_ctx *regptr_new(void) {
  struct regptr_ctx *z = malloc(sizeof *z);
  z->syms = malloc(65536 * sizeof(unsigned long));
  struct regptr_node *node = malloc(sizeof *node);
  node->item = z;
  node->next = regptr_registry;
  regptr_registry = node;
  return z;
}

void regptr_free(struct regptr_ctx *z) {
  free(z->syms);
  free(z);
}

int regptr_compress(struct regptr_ctx *z, const char *text);

int regptr_write_all(const char *const *texts, int count) {
  int total = 0;
  for (int i = 0; i < count; ++i) {
    struct regptr_ctx *z = regptr_new();
    total += regptr_compress(z, texts[i]);
    regptr_free(z);
  }
  return total;
}
