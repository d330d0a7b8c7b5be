// A loop written by a pair of the file's own macros: FOR_EACH_RECORD opens a `for` and its
// brace, END_FOR_EACH closes it. Written as they are, the braces do not balance (tree-sitter
// used to lose the function); fast mode expands every macro of the file whose replacement leaves
// a brace open or closed before parsing (analyzer/fastmode/BraceMacros.h), so it sees the loop
// and the 1 MiB block allocated and freed in every iteration, as AST mode does:
// faultline-loop-alloc.
#include <stdlib.h>
#include <string.h>

struct record {
  struct record *next;
  const char *data;
  size_t size;
};

#define FOR_EACH_RECORD(it, list) \
  for ((it) = (list); (it) != NULL; (it) = (it)->next) {
#define END_FOR_EACH }

size_t golden_encode(char *out, size_t capacity, const char *in, size_t size);
void golden_emit(const char *data, size_t size);

void encode_records(struct record *records) {
  struct record *r;
  FOR_EACH_RECORD(r, records)
    char *scratch = malloc(1 << 20); // EXPECT: faultline-loop-alloc
    if (!scratch)
      return;
    golden_emit(scratch, golden_encode(scratch, 1 << 20, r->data, r->size));
    free(scratch);
  END_FOR_EACH
}
