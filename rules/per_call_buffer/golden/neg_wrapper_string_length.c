// An allocator wrapper asked for a string's length at its call: the wrapper's own size grows
// with its parameter, but at these calls the argument is a name's length (strlen, or the len of
// a {len, data} string), which cannot plausibly reach the threshold. use_string_copies.c calls
// them per item.
#include <stdlib.h>
#include <string.h>

typedef struct {
  size_t len;
  unsigned char *data;
} counted_str;

void *pool_alloc(size_t size) { return malloc(size); }

int copy_name(const counted_str *name) {
  unsigned char *copy = pool_alloc(name->len + 1);
  if (!copy)
    return -1;
  memcpy(copy, name->data, name->len);
  copy[name->len] = 0;
  int first = copy[0];
  free(copy);
  return first;
}

int copy_path(const char *path) {
  char *copy = pool_alloc(strlen(path) + 1);
  if (!copy)
    return -1;
  strcpy(copy, path);
  int first = copy[0];
  free(copy);
  return first;
}
