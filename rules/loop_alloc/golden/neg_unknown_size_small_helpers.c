// Helper results that stay small: a bound computed from a small constant, and a count read out of
// a name (a char pointer: string lengths are names and paths). Not reported.
#include <stdlib.h>
#include <string.h>

int compress_bound(int input_size);
size_t name_length(const char *name);

void small_blocks(const char *name, int n) {
  for (int i = 0; i < n; ++i) {
    char *out = malloc(compress_bound(4096));
    char *copy = malloc(name_length(name) + 1);
    memset(out, 0, 16);
    memcpy(copy, name, 1);
    free(copy);
    free(out);
  }
}
