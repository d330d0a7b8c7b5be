// Loops calling the helpers of neg_static_cache.c and neg_small_const_arg.c.
#include <stddef.h>

int normalize_record(const char *src, size_t len);
int format_field(int value, size_t n);

int negative_loops(const char *const *records, const size_t *lens, int count) {
  int acc = 0;
  for (int i = 0; i < count; ++i) {
    acc += normalize_record(records[i], lens[i]);
    acc += format_field(i, 4096);
  }
  return acc;
}
