// A tag item's value copied per item: its length comes from another file's function that
// returns a 32-bit field it decoded from the object (use_tag_store.c): as large as the value
// (cover art), so the unknown size stays plausibly large and the loop allocation is reported,
// whereas the name's length (neg_tag_names_cross_file.c) is not.
#include <stdlib.h>

struct tag_store;
int tag_store_value(const struct tag_store *store, int index, char *out, int size);
void golden_tag_use(const char *value, int size);

void copy_tag_values(struct tag_store *store, int count) {
  for (int i = 0; i < count; ++i) {
    int len = tag_store_value(store, i, NULL, 0);
    char *value = malloc(len + 1); // EXPECT: faultline-loop-alloc note
    if (!value)
      return;
    tag_store_value(store, i, value, len + 1);
    golden_tag_use(value, len);
    free(value);
  }
}
