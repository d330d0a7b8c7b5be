// A decoder window in its own translation unit: the constructor returns a struct whose `window`
// field it sets to a fresh 2 MiB block, the destructor frees that field and the struct. Used by
// pos_owner_pair_per_call.c (rules/program/OwnerPairs.h pairs them across files).
#include <stdlib.h>

struct owner_window {
  char *window;
  size_t size;
};

struct owner_window *owner_window_open(size_t size) {
  struct owner_window *w = malloc(sizeof *w);
  if (!w)
    return NULL;
  w->size = size;
  w->window = malloc(2 * size);
  return w;
}

void owner_window_close(struct owner_window *w) {
  free(w->window);
  free(w);
}
