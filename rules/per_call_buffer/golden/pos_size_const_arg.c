// Size through a constant argument: scratch_transform mallocs n bytes, and the hot call in use_size_args.c passes 1 << 20.
#include <stdlib.h>
#include <string.h>

int scratch_transform(const char *src, size_t n) {
  char *scratch = malloc(n); // EXPECT: faultline-per-call-buffer
  if (!scratch)
    return -1;
  memcpy(scratch, src, n);
  int sum = 0;
  for (size_t i = 0; i < n; i += 4096)
    sum += scratch[i];
  free(scratch);
  return sum;
}
