// The control for neg_worklist_entry.c: a field of a different entry each iteration, but
// allocated and freed in the same iteration (a `continue` that skips the free only on failure
// leaves no block behind): churn, reported.
#include <stdlib.h>
#include <string.h>

struct item {
  int size;
  char *work;
};

void fill(struct item *items, int n) {
  for (int i = 0; i < n; ++i) {
    struct item *s = &items[i];
    s->work = malloc(1 << 20); // EXPECT: faultline-loop-alloc
    if (!s->work)
      continue;
    memset(s->work, i, 1 << 20);
    s->size = s->work[4096];
    free(s->work);
  }
}
