// Loops calling the helpers of pos_xmalloc_per_call.c and pos_mmap_helper.c.
#include <stddef.h>

int tokenize_line(const char *line);
long mmap_checksum(const unsigned char *src);

long wrapper_callers(const char *const *lines, const unsigned char *const *pages, int count) {
  long total = 0;
  for (int i = 0; i < count; ++i) {
    total += tokenize_line(lines[i]);
    total += mmap_checksum(pages[i]);
  }
  return total;
}
