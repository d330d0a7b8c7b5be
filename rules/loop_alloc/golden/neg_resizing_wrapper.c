// A wrapper that reallocs its pointer parameter when it is non-NULL (use_product_alloc.c's
// product_alloc: `if (!ptr) return calloc(num, size); return realloc(ptr, num * size);`, as
// rsync's my_alloc behind realloc_array) makes a fresh block only where the call passes a null
// pointer constant. A call passing a block resizes it: growing one buffer in a loop is not a
// block per iteration, even where a failed record frees them (the 4 MiB resizes below were
// warnings when every call was taken as a calloc), nor is a resizing wrapper of the wrapper that
// passes its own pointer parameter on.
#include <stdlib.h>
#include <unistd.h>

void *product_alloc(void *ptr, size_t num, size_t size, const char *file, int line);
#define product_realloc_array(ptr, type, num) \
  ((type *)product_alloc((ptr), (num), sizeof(type), __FILE__, __LINE__))

static char *resize_window(char *window, size_t pages) {
  return product_alloc(window, pages, 4096, __FILE__, __LINE__);
}

long resize_each_record(int fd, int nrecords) {
  long total = 0;
  char *window = NULL, *spare = NULL;
  long *values = NULL;
  for (int i = 0; i < nrecords; ++i) {
    window = product_alloc(window, 1024, 4096, __FILE__, __LINE__);
    values = product_realloc_array(values, long, 1 << 19);
    spare = resize_window(spare, 1024);
    if (read(fd, window, 1024 * 4096) <= 0) {
      // A failed record drops the buffers; the next one allocates them afresh (once, not per
      // record: the common path keeps resizing the same blocks).
      free(spare);
      free(values);
      free(window);
      window = spare = NULL;
      values = NULL;
      continue;
    }
    total += window[0] + values[0] + spare[0];
  }
  free(spare);
  free(values);
  free(window);
  return total;
}
