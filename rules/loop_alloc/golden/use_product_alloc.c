// Array allocators whose size is the product of two parameters, in their own translation unit
// as in the libraries (rsync's my_alloc behind new_array, git's xcalloc): calloc(num, size) and
// malloc(n * size). Only the join knows they allocate; it resolves the product at each call
// (rules/program/Wrappers.cpp). Used by pos_product_size_wrapper.c and neg_product_size_wrapper.c.
#include <stdlib.h>

void *product_alloc(void *ptr, size_t num, size_t size, const char *file, int line) {
  (void)file;
  (void)line;
  if (!ptr)
    return calloc(num, size);
  return realloc(ptr, num * size);
}

void *product_array(size_t n, size_t size) {
  void *p = malloc(n * size);
  if (!p)
    abort();
  return p;
}
