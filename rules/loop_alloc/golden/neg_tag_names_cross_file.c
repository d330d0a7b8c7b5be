// A tag item's name copied per item: its length comes from another file's function whose every
// `return` returns a scan count, a bounded value or a parameter the call passes (0 here): a
// name's length, as strlen's would be (FunctionFacts::returnsStringLength, joined across files
// in rules/program/StringLengthResults.cpp). Not plausibly large: nothing is reported, also
// when the length goes through a local. The value's length (pos_tag_values_cross_file.c) stays.
#include <stdlib.h>

struct tag_store;
int tag_store_name(const struct tag_store *store, int index, char *out, int size);
void golden_tag_delete(struct tag_store *store, const char *name);

void clear_tag_names(struct tag_store *store, int count) {
  for (int i = 0; i < count; ++i) {
    int len = tag_store_name(store, i, NULL, 0);
    char *name = malloc(len + 1);
    if (!name)
      return;
    tag_store_name(store, i, name, len + 1);
    golden_tag_delete(store, name);
    free(name);
  }
}

void list_tag_names(struct tag_store *store, int count) {
  for (int i = 0; i < count; ++i) {
    char *name = malloc(tag_store_name(store, i, NULL, 0) + 1);
    if (!name)
      return;
    golden_tag_delete(store, name);
    free(name);
  }
}
