// Calls the string-copying helpers of neg_wrapper_string_length.c once per item.
#include <stddef.h>

typedef struct {
  size_t len;
  unsigned char *data;
} counted_str;

int copy_name(const counted_str *name);
int copy_path(const char *path);

int copy_all(const counted_str *names, const char *const *paths, int n) {
  int sum = 0;
  for (int i = 0; i < n; ++i)
    sum += copy_name(&names[i]) + copy_path(paths[i]);
  return sum;
}
