// The default allocator of pos_field_allocator_call.c: functions stored into the fields of the global allocator struct by assignments through a pointer, as libgit2's git_stdalloc_init_allocator does.
#include <stdlib.h>

typedef struct {
  void *(*gmalloc)(size_t n, const char *file, int line);
  void (*gfree)(void *ptr);
} fa_allocator;

fa_allocator fa_global_allocator;

static void *fa_stdalloc_malloc(size_t n, const char *file, int line) {
  (void)file;
  (void)line;
  return malloc(n);
}

static void fa_stdalloc_free(void *ptr) { free(ptr); }

int fa_stdalloc_init(fa_allocator *allocator) {
  allocator->gmalloc = fa_stdalloc_malloc;
  allocator->gfree = fa_stdalloc_free;
  return 0;
}
