// A per-call buffer in a function that releases the GIL around its work with
// Py_BEGIN_ALLOW_THREADS / Py_END_ALLOW_THREADS (python-zstandard's Decompressor.decompress()
// at 0.6.0): the first macro opens a brace the second closes, so written as they are the braces
// do not balance and tree-sitter used to lose the function. Fast mode expands the pair from its
// table (the definitions are in a header it does not read, python_threads.h here), so both modes
// see the 256 KiB block decompress_one churns once per call from decompress_many:
// faultline-per-call-buffer.
#include <stdlib.h>
#include <string.h>

#include "python_threads.h"

size_t golden_inflate(char *out, size_t capacity, const char *in, size_t size);

long decompress_one(const char *in, size_t size) {
  size_t capacity = 256 * 1024;
  char *out = malloc(capacity); // EXPECT: faultline-per-call-buffer
  if (!out)
    return -1;
  size_t produced;
  Py_BEGIN_ALLOW_THREADS
  if (size > capacity) {
    produced = golden_inflate(out, capacity, in, capacity);
  } else {
    produced = golden_inflate(out, capacity, in, size);
  }
  Py_END_ALLOW_THREADS

  if (produced == 0) {
    free(out);
    return -1;
  }
  long sum = 0;
  for (size_t i = 0; i < produced; ++i)
    sum += out[i];
  free(out);
  return sum;
}

long decompress_many(const char **inputs, const size_t *sizes, int n) {
  long total = 0;
  for (int i = 0; i < n; ++i)
    total += decompress_one(inputs[i], sizes[i]);
  return total;
}
