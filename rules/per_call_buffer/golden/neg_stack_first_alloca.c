// The heap side of a stack-first array (faultline-loop-alloc.md, "Unknown sizes", item 10): a
// macro puts the array on the stack with alloca when the count passed a test against a small
// constant and on the heap above it. The stack side is proved at most 2 * 8 bytes, so the author
// sized it for the ordinary count (the parents of a merge) and the heap side's unknown size is not
// plausibly large: nothing is reported although each helper allocates and frees per call, called
// per path of a walk. AST mode only (docs/fast-mode.md).
#include <alloca.h>
#include <stdint.h>
#include <stdlib.h>

void *golden_stack_xmalloc(size_t n) {
  void *p = malloc(n);
  if (!p)
    abort();
  return p;
}

#define GOLDEN_FAST_ARRAY_ALLOC(x, nr)                                                         \
  do {                                                                                         \
    if ((nr) <= 2)                                                                             \
      (x) = alloca((nr) * sizeof(*(x)));                                                       \
    else                                                                                       \
      (x) = golden_stack_xmalloc((nr) * sizeof(*(x)));                                         \
  } while (0)
#define GOLDEN_FAST_ARRAY_FREE(x, nr)                                                          \
  do {                                                                                         \
    if ((nr) > 2)                                                                              \
      free((x));                                                                               \
  } while (0)

static uint64_t golden_sum_parents(const uint64_t *ids, int nref) {
  const uint64_t **parents;
  GOLDEN_FAST_ARRAY_ALLOC(parents, nref);
  for (int i = 0; i < nref; ++i)
    parents[i] = &ids[i];
  uint64_t sum = 0;
  for (int i = 0; i < nref; ++i)
    sum += *parents[i];
  GOLDEN_FAST_ARRAY_FREE(parents, nref);
  return sum;
}

uint64_t golden_walk_paths(const uint64_t *ids, const int *nrefs, int npaths) {
  uint64_t sum = 0;
  for (int i = 0; i < npaths; ++i)
    sum += golden_sum_parents(ids, nrefs[i]);
  return sum;
}
