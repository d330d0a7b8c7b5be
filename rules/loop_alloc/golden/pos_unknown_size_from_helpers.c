// Unknown sizes that can grow, each through a helper whose result is as large as what it is
// given: a bound computed from a large constant, a project's own file-size helper, a field
// read through a const pointer that renames a callback's parameter, and a conditional with a
// large constant arm (zstd's bench: `blockSize ? blockSize : 10000000`). Reported at note level.
#include <stdlib.h>
#include <string.h>

int compress_bound(int input_size);
long long get_file_size(const char *path);

struct job {
  size_t capacity;
};

void compress_blocks(int n) {
  for (int i = 0; i < n; ++i) {
    char *out = malloc(compress_bound(8 << 20)); // EXPECT: faultline-loop-alloc note
    memset(out, 0, 16);
    free(out);
  }
}

void load_all(const char *const *paths, int n) {
  for (int i = 0; i < n; ++i) {
    size_t size = (size_t)get_file_size(paths[i]);
    char *content = malloc(size); // EXPECT: faultline-loop-alloc note
    memset(content, 0, 16);
    free(content);
  }
}

void worker(void *opaque, int rounds) {
  struct job *const job = (struct job *)opaque;
  for (int r = 0; r < rounds; ++r) {
    char *dict = malloc(job->capacity); // EXPECT: faultline-loop-alloc note
    memset(dict, 0, 16);
    free(dict);
  }
}

void fill_blocks(const char *name, int rounds) {
  size_t configured = strlen(name);
  for (int r = 0; r < rounds; ++r) {
    size_t size = configured ? configured : 10000000;
    char *block = malloc(size); // EXPECT: faultline-loop-alloc note
    memset(block, 0, 16);
    free(block);
  }
}
