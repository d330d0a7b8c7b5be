// Calls neg_interior_pointers_kept.c's read_name_list once per input, with the input's size.
#include <stdio.h>

typedef struct name_list name_list;

name_list *read_name_list(FILE *in, size_t size);

size_t read_all_lists(FILE *const *inputs, const size_t *sizes, int n, name_list **out) {
  size_t read = 0;
  for (int i = 0; i < n; ++i)
    if ((out[i] = read_name_list(inputs[i], sizes[i])) != NULL)
      ++read;
  return read;
}
