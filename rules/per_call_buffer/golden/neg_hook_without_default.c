// A function-pointer variable with no default (the program installs its allocator at run time) is not an allocator hook: nothing is known of what a call through it does, so the per-record call in a loop is not reported.
#include <stddef.h>
#include <string.h>

typedef void *(*user_alloc_fn)(size_t size);
typedef void (*user_free_fn)(void *ptr);
user_alloc_fn user_alloc;
user_free_fn user_release;

static int copy_record(const unsigned char *rec, size_t len) {
  unsigned char *copy = user_alloc(len);
  if (!copy)
    return -1;
  memcpy(copy, rec, len);
  int first = copy[0];
  user_release(copy);
  return first;
}

int copy_records(const unsigned char *recs, int count) {
  int total = 0;
  for (int i = 0; i < count; ++i)
    total += copy_record(recs, 400 * 1024);
  return total;
}
