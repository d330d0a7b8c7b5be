// The fix of pos_brace_macro_loop.c: the 1 MiB block is allocated once before the loop that
// FOR_EACH_ENTRY / END_FOR_EACH_ENTRY write, and reused by every iteration. Fast mode expands
// the macros (analyzer/fastmode/BraceMacros.h) and must report nothing, as AST mode: the
// pasted `for` holds no allocation, and the brace it opens is the one its partner closes.
#include <stdlib.h>
#include <string.h>

struct entry {
  struct entry *next;
  const char *data;
  size_t size;
};

#define FOR_EACH_ENTRY(it, list) \
  for ((it) = (list); (it) != NULL; (it) = (it)->next) {
#define END_FOR_EACH_ENTRY }

size_t golden_pack(char *out, size_t capacity, const char *in, size_t size);
void golden_store(const char *data, size_t size);

void pack_entries(struct entry *entries) {
  char *scratch = malloc(1 << 20);
  if (!scratch)
    return;
  struct entry *e;
  FOR_EACH_ENTRY(e, entries)
    golden_store(scratch, golden_pack(scratch, 1 << 20, e->data, e->size));
  END_FOR_EACH_ENTRY
  free(scratch);
}
