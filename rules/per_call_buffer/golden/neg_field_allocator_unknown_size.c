// A block from a struct field holding a function pointer (`fu_allocator.gmalloc`, stored by `fu_allocator_init` below: a malloc wrapper) whose size is only known at run time: `fu_format_line` allocates the formatted length of one record per call from fu_write_all's loop. The allocator is an assumption (the stored default may be replaced at run time) and the size an unknown one; the two guesses together make no finding, unlike pos_field_allocator_call.c, whose size is a known 512 KiB at the call path.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  void *(*gmalloc)(size_t n);
  void (*gfree)(void *ptr);
} fu_allocator_t;

static fu_allocator_t fu_allocator;

static void *fu_std_malloc(size_t n) { return malloc(n); }
static void fu_std_free(void *ptr) { free(ptr); }

void fu_allocator_init(void) {
  fu_allocator.gmalloc = fu_std_malloc;
  fu_allocator.gfree = fu_std_free;
}

static int fu_format_line(FILE *out, const char *name, long value) {
  int len = snprintf(NULL, 0, "%s = %ld\n", name, value);
  if (len < 0)
    return -1;
  char *line = fu_allocator.gmalloc((size_t)len + 1);
  if (!line)
    return -1;
  snprintf(line, (size_t)len + 1, "%s = %ld\n", name, value);
  int rc = fputs(line, out) < 0 ? -1 : 0;
  fu_allocator.gfree(line);
  return rc;
}

int fu_write_all(FILE *out, const char *const *names, const long *values, int count) {
  for (int i = 0; i < count; ++i)
    if (fu_format_line(out, names[i], values[i]) != 0)
      return -1;
  return 0;
}
